// Installs dependencies when node_modules is missing or older than the lockfile. Used by `npm start` and friends.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const isStale =
  !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
if (isStale) {
  console.log('Installing dependencies (npm install --no-audit --no-fund)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
