import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataDirectory } from '../../src/platform/db/data-dir-lock';
import { openDatabase } from '../../src/platform/db/index';

const freshDirectory = () => mkdtempSync(join(tmpdir(), 'exchange-lock-'));

describe('the PGlite data-directory lock', () => {
  it('refuses a second holder, naming the process, and frees on release', async () => {
    const directory = freshDirectory();
    const release = await lockDataDirectory(directory);
    await expect(lockDataDirectory(directory, 200)).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}`),
    );
    release();
    expect(existsSync(join(directory, 'pglite.lock'))).toBe(false);
    (await lockDataDirectory(directory, 200))();
  });

  it('takes over a lock left by a process that died', async () => {
    const directory = freshDirectory();
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(join(directory, 'pglite.lock'), dead);
    const release = await lockDataDirectory(directory, 200);
    release();
  });

  it('keeps a second server off a data directory that one is using', async () => {
    const dataDir = freshDirectory();
    const first = await openDatabase({ dataDir });
    await expect(
      openDatabase({ dataDir, lockWaitMs: 200 }).then((database) => database.close()),
    ).rejects.toThrow(/in use by process/);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.ping();
    await second.close();
  }, 60_000);
});
