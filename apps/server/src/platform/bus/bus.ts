/**
 * Fan-out of events between instances (ticks, user pushes, session revocations). Delivery is at-most-once:
 * anything that must not be lost lives in the database; the bus only tells other instances to look.
 */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is active; returns the unsubscribe function. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export class MemoryBus implements Bus {
  readonly kind = 'memory' as const;
  private readonly handlers = new Map<string, Set<BusHandler>>();

  async publish(channel: string, message: unknown) {
    // Round-trip through JSON so in-process subscribers see exactly what Redis subscribers would.
    const copy: unknown = JSON.parse(JSON.stringify(message));
    for (const handler of this.handlers.get(channel) ?? []) queueMicrotask(() => handler(copy));
  }

  async subscribe(channel: string, handler: BusHandler) {
    const set = this.handlers.get(channel) ?? new Set<BusHandler>();
    set.add(handler);
    this.handlers.set(channel, set);
    return async () => {
      set.delete(handler);
    };
  }

  async close() {
    this.handlers.clear();
  }
}
