// `npm start`: install if needed, build what changed, then run the server (it migrates and seeds on start).
import { spawn, spawnSync } from 'node:child_process';
import { isOutdated } from './freshness.mjs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(process.execPath, ['scripts/ensure-install.mjs']);

const shared = ['packages/contracts/src', 'packages/domain/src', 'package-lock.json'];
if (
  isOutdated('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    ...shared,
  ])
) {
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', '@exchange/web']);
}
if (
  isOutdated('apps/admin/dist/index.html', [
    'apps/admin/src',
    'apps/admin/index.html',
    'apps/admin/vite.config.ts',
    ...shared,
  ])
) {
  console.log('Building the back office…');
  run('npm', ['run', 'build', '-w', '@exchange/admin']);
}
if (isOutdated('apps/server/dist/server.js', ['apps/server/src', 'apps/server/tsup.config.ts', ...shared])) {
  console.log('Building the server…');
  run('npm', ['run', 'build', '-w', '@exchange/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: { WEB_DIST_DIR: 'apps/web/dist', ADMIN_DIST_DIR: 'apps/admin/dist', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
