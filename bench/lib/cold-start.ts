import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const waitForHealthy = async (url: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
};

/** Runs `npm start` (already built) on `dataDirectory` and returns ms until /healthz answers 200. */
const startOnce = async (dataDirectory: string, port: number) => {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDirectory,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const isHealthy = await Promise.race([
    waitForHealthy(`http://127.0.0.1:${port}/healthz`, 60_000),
    exited.then(() => false),
  ]);
  const elapsedMs = performance.now() - startedAt;
  child.kill('SIGTERM');
  await exited;
  if (!isHealthy) throw new Error('server did not become healthy within 60 s');
  return elapsedMs;
};

/** Cold start on an existing data directory: one warm-up start creates it, then the median of three. */
export const benchColdStart = async () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-cold-'));
  const port = 48_500 + Math.floor(Math.random() * 400);
  const firstMs = await startOnce(dataDirectory, port);
  const runs = [
    await startOnce(dataDirectory, port),
    await startOnce(dataDirectory, port),
    await startOnce(dataDirectory, port),
  ];
  runs.sort((a, b) => a - b);
  return { firstStartMs: firstMs, medianMs: runs[1]! };
};
