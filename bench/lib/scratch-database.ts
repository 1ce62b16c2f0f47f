import pg from 'pg';

/** A throw-away PostgreSQL database beside DATABASE_URL's, for one benchmark; dropped by the returned function. */
export const createScratchDatabase = async (baseUrl: string) => {
  const name = `exchange_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};
