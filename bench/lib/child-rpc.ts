import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * A TypeScript module run in its own Node process (through tsx's loader) and driven by request/reply messages on
 * the IPC channel. The socket benchmarks use it so the servers and the load generator never share an event loop,
 * and so each server's memory is measured in a fresh process.
 */
interface Request {
  id: number;
  command: string;
  args: unknown;
}
interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

export type Handlers = Record<string, (args: unknown) => unknown>;

/** In the child: answers each request with its handler's (awaited) result; exits when the parent goes away. */
export const serveRequests = (handlers: Handlers) => {
  const send = (reply: Reply) => process.send?.(reply);
  process.on('message', (message: Request) => {
    const handler = handlers[message.command];
    if (!handler) return send({ id: message.id, error: `unknown command ${message.command}` });
    Promise.resolve()
      .then(() => handler(message.args))
      .then(
        (result) => send({ id: message.id, result }),
        (error: unknown) =>
          send({ id: message.id, error: error instanceof Error ? error.stack : String(error) }),
      );
  });
  process.on('disconnect', () => process.exit(0));
};

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const shellLimit = (flag: '-Sn' | '-Hn') => {
  const output = spawnSync('/bin/sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).stdout.trim();
  return output === 'unlimited' ? Number.POSITIVE_INFINITY : Number(output);
};

/**
 * The file-descriptor limit a child needing `needed` descriptors should be started with, or null when the current
 * soft limit already suffices. Throws when even the hard limit is too low (raise it: `ulimit -Hn`, limits.conf).
 */
const fdLimitFor = (needed: number): number | null => {
  const soft = shellLimit('-Sn');
  if (Number.isNaN(soft) || soft >= needed) return null;
  const hard = shellLimit('-Hn');
  if (hard < needed)
    throw new Error(
      `the socket benchmarks need ${needed} file descriptors per process; the hard limit is ${hard}. ` +
        'Raise it (e.g. `ulimit -Hn 65536` as root, or nofile in /etc/security/limits.conf) and rerun.',
    );
  return Math.min(hard, Math.max(needed, 65_536));
};

/** Fails early, before any child starts, when `needed` descriptors per process cannot be had. */
export const assertFileDescriptors = (needed: number) => {
  fdLimitFor(needed);
};

export class ChildRpc {
  private readonly child: ChildProcess;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly exited: Promise<void>;

  /** Starts `modulePath` (a .ts file) with room for `fileDescriptors` open files and `--expose-gc`. */
  constructor(modulePath: string, options: { fileDescriptors: number; label: string }) {
    const nodeArgs = ['--import', tsxLoader, '--expose-gc', modulePath];
    const limit = fdLimitFor(options.fileDescriptors);
    const stdio: ['ignore', 'inherit', 'inherit', 'ipc'] = ['ignore', 'inherit', 'inherit', 'ipc'];
    this.child =
      limit === null
        ? spawn(process.execPath, nodeArgs, { stdio })
        : spawn('/bin/sh', ['-c', `ulimit -n ${limit} && exec "$0" "$@"`, process.execPath, ...nodeArgs], {
            stdio,
          });
    this.child.on('message', (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.error !== undefined) waiter.reject(new Error(`${options.label}: ${reply.error}`));
      else waiter.resolve(reply.result);
    });
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        for (const waiter of this.pending.values())
          waiter.reject(new Error(`${options.label} exited (${signal ?? code}) before answering`));
        this.pending.clear();
        resolve();
      });
    });
  }

  call<T>(command: string, args: unknown = null): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (value) => resolve(value as T), reject });
      this.child.send({ id, command, args } satisfies Request);
    });
  }

  /** Ends the child (closing its sockets with it) and waits for it to be gone. */
  async stop() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    await this.exited;
  }
}
