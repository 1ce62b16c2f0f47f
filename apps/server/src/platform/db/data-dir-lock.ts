import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../errors';

/**
 * PGlite has no lock of its own: two processes opening one data directory corrupt it (a `tsx watch` restart that
 * overlaps the old process is enough). This lock file holds the owner's pid; a lock whose process is gone is
 * stale and taken over; a live one is waited for, then refused with a message naming the holder.
 */
const LOCK_FILE = 'pglite.lock';
const WAIT_STEP_MS = 100;
/** Long enough for a restarting process to close the database; short enough to fail visibly. */
const LOCK_WAIT_MS = 10_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const tryCreate = (path: string) => {
  try {
    const descriptor = openSync(path, 'wx');
    writeSync(descriptor, String(process.pid));
    closeSync(descriptor);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
};

const holderOf = (path: string) => {
  try {
    return Number(readFileSync(path, 'utf8').trim()) || null;
  } catch {
    return null;
  }
};

export const lockDataDirectory = async (directory: string, waitMs = LOCK_WAIT_MS): Promise<() => void> => {
  const path = join(directory, LOCK_FILE);
  const deadline = Date.now() + waitMs;
  while (!tryCreate(path)) {
    const holder = holderOf(path);
    if (holder === null || !isAlive(holder)) {
      rmSync(path, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      throw new StartupError(
        `The database in ${directory} is in use by process ${holder}. Stop it, or set DATA_DIR to another directory.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return () => {
    if (holderOf(path) === process.pid) rmSync(path, { force: true });
  };
};
