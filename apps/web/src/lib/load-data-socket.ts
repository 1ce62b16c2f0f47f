import type * as Protocol from '@exchange/contracts/ws/data-socket';
import type { DataSocket } from './data-socket';

export interface LoadedSocket {
  socket: DataSocket;
  protocol: typeof Protocol;
}

let loading: Promise<LoadedSocket> | null = null;

/**
 * The data socket and its protocol, loaded on demand: both bring zod, which stays out of the first download and out
 * of the screens' chunks (every feature that follows topics or pushes loads them through here). A failed chunk load
 * is retried by the next caller, not cached as a failure.
 */
export function loadDataSocket(): Promise<LoadedSocket> {
  loading ??= Promise.all([import('./data-socket'), import('@exchange/contracts/ws/data-socket')]).then(
    ([{ getDataSocket }, protocol]) => ({ socket: getDataSocket(), protocol }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
