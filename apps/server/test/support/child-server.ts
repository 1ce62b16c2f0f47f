import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/*
 * The real server as a child process, for the crash tests (PostgreSQL only): built once per test file with tsup into a
 * temp dir (the way `npm start` runs it: under tsx a start takes about ten seconds on two cores, the bundle about one
 * and a half), started, killed with SIGKILL and started again on the same database.
 */
const SERVER_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REPO_ROOT = join(SERVER_ROOT, '../..');
const REQUEST_TIMEOUT_MS = 10_000;
const READY_TIMEOUT_MS = 30_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** `npm run build -w @exchange/server` (apps/server/tsup.config.ts), written to a temp dir; returns that dir. */
export const buildServerBundle = async () => {
  const directory = mkdtempSync(join(tmpdir(), 'exchange-crash-bundle-'));
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/tsup/dist/cli-default.js'), '--out-dir', directory, '--silent'],
      { cwd: SERVER_ROOT, timeout: 60_000 },
      (error, _stdout, stderr) => (error ? reject(new Error(`server build failed: ${stderr}`)) : resolve()),
    );
  });
  // npm dependencies stay external (as in `npm start`): they and the migrations resolve beside the bundle.
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(directory, 'node_modules'));
  symlinkSync(join(SERVER_ROOT, 'migrations'), join(directory, 'migrations'));
  return directory;
};

/** Drops a test's database clone. */
export const dropDatabase = async (url: string) => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  } finally {
    await admin.end();
  }
};

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown>;
}

let sourceCounter = 0;
/** A distinct loopback source address per request, so per-IP limits never answer for the server. */
const nextSourceAddress = () => {
  sourceCounter += 1;
  return `127.10.${1 + (Math.floor(sourceCounter / 250) % 250)}.${1 + (sourceCounter % 250)}`;
};

export interface ChildServerOptions {
  bundleDirectory: string;
  dataDirectory: string;
  port: number;
  /** On top of PATH, NODE_ENV=test, HOST and PORT. */
  env: Record<string, string>;
}

export class ChildServer {
  private child: { process: ChildProcess; exited: Promise<void> } | null = null;
  /** The last 200 chunks the server wrote (for failure messages). */
  readonly log: string[] = [];
  /** Set when the test tears down: nothing starts again after it. */
  isTornDown = false;

  constructor(private readonly options: ChildServerOptions) {}

  /** Starts the server and waits for its /readyz. */
  async start() {
    if (this.isTornDown) throw new Error('the test was torn down');
    const running = spawn(
      process.execPath,
      ['--enable-source-maps', join(this.options.bundleDirectory, 'server.js')],
      {
        cwd: this.options.dataDirectory,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(this.options.port),
          ...this.options.env,
        },
      },
    );
    const keep = (chunk: Buffer) => {
      this.log.push(chunk.toString('utf8'));
      if (this.log.length > 200) this.log.shift();
    };
    running.stdout?.on('data', keep);
    running.stderr?.on('data', keep);
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    this.child = { process: running, exited };
    let hasExited = false;
    void exited.then(() => (hasExited = true));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (hasExited) throw new Error(`the server exited during start:\n${this.log.join('')}`);
      const ready = await this.send('GET', '/readyz').catch(() => null);
      if (ready?.status === 200) return;
      await sleep(50);
    }
    throw new Error(`the server was not ready within ${READY_TIMEOUT_MS} ms:\n${this.log.join('')}`);
  }

  /** SIGKILL: no shutdown hooks, open transactions die with their connections. */
  async kill() {
    if (!this.child) return;
    const { process: running, exited } = this.child;
    if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
    await exited;
    this.child = null;
  }

  async tearDown() {
    this.isTornDown = true;
    await this.kill();
  }

  /** One HTTP request; rejects on any network error (refused, reset, timeout). */
  send(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; key?: string; body?: unknown } = {},
  ): Promise<HttpAnswer> {
    return new Promise<HttpAnswer>((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const request = httpRequest({
        host: '127.0.0.1',
        port: this.options.port,
        path,
        method,
        agent: false,
        localAddress: nextSourceAddress(),
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          usertype: 'main',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.key ? { 'idempotency-key': options.key } : {}),
        },
      });
      request.on('timeout', () => request.destroy(new Error('request timed out')));
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Record<string, unknown> = {};
          try {
            body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            body = { text };
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.end(payload);
    });
  }
}

/** The environment the crash tests start the server with: PostgreSQL, Redis under its own prefix, no price feed. */
export const childServerEnv = (options: {
  databaseUrl: string;
  dataDirectory: string;
  jwtSecret: string;
  redisKeyPrefix: string;
  extra?: Record<string, string>;
}): Record<string, string> => ({
  DATABASE_URL: options.databaseUrl,
  ...(process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: options.redisKeyPrefix }
    : {}),
  JWT_SECRET: options.jwtSecret,
  PRICE_FEED_ENABLED: 'false',
  DEMO_SEED: 'false',
  LOG_LEVEL: 'warn',
  DATA_DIR: options.dataDirectory,
  ...options.extra,
});

/** Ends a crash test whatever failed: no child outlives it, its database clone and temp dirs go. */
export const tearDownCrashTest = async (parts: {
  server?: ChildServer;
  databaseUrl?: string;
  directories: (string | undefined)[];
  close?: (() => Promise<void> | undefined)[];
}) => {
  await parts.server?.tearDown();
  for (const close of parts.close ?? []) await close();
  if (parts.databaseUrl) await dropDatabase(parts.databaseUrl);
  for (const directory of parts.directories)
    if (directory) rmSync(directory, { recursive: true, force: true });
};
