import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadResult {
  requestsPerSecond: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Drives one URL with autocannon for a fixed time, from a child process: the load generator gets its own core
 * instead of competing for the server's event loop (PGlite runs synchronously on it). Loopback only.
 */
export const load = (
  url: string,
  options: { headers?: Record<string, string>; durationSeconds: number; connections: number },
) =>
  new Promise<LoadResult>((resolve, reject) => {
    const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
      '-H',
      `${name}=${value}`,
    ]);
    const child = spawn(
      process.execPath,
      [
        autocannonBin,
        '--json',
        '-c',
        String(options.connections),
        '-d',
        String(options.durationSeconds),
        ...headerArgs,
        url,
      ],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(output) as {
        requests: { average: number };
        latency: { p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        requestsPerSecond: result.requests.average,
        latencyP99Ms: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    });
  });
