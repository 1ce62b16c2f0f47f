import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker as the page sees it: a state, statechange events and the messages the page sent it. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const registration = {
  installing: null as FakeWorker | null,
  waiting: null as FakeWorker | null,
  active: null as FakeWorker | null,
  update: vi.fn(async () => undefined),
};

/** The module with a registered worker (a production build in a browser with service workers). */
const registered = async () => {
  vi.resetModules();
  vi.stubEnv('PROD', true);
  const container = Object.assign(new EventTarget(), {
    controller: null,
    ready: new Promise(() => {}),
    register: vi.fn(async () => registration),
  });
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: container }));
  const module = await import('./service-worker');
  module.registerServiceWorker();
  await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
  await Promise.resolve();
  return module;
};

describe('a new build takes over at the next navigation (issue 13)', () => {
  beforeEach(() => {
    registration.installing = null;
    registration.waiting = null;
    // The build this page runs: a worker of it is active.
    registration.active = new FakeWorker('activated');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('asks a waiting worker to take over', async () => {
    const { applyUpdateOnNavigation } = await registered();
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    applyUpdateOnNavigation();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('waits for a worker still installing at the navigation, then asks it (issue 16: the pwa e2e flake)', async () => {
    const { applyUpdateOnNavigation } = await registered();
    const installing = new FakeWorker('installing');
    registration.installing = installing;
    applyUpdateOnNavigation();
    expect(installing.messages).toEqual([]);
    registration.installing = null;
    registration.waiting = installing;
    installing.becomes('installed');
    await vi.waitFor(() => expect(installing.messages).toEqual([{ type: 'SKIP_WAITING' }]));
  });

  it('leaves the first install alone: it passes through waiting on its way to activating, and nothing reloads', async () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      vi.stubGlobal('location', { ...window.location, reload });
      const { applyUpdateOnNavigation } = await registered();
      registration.active = null;
      const first = new FakeWorker('installing');
      registration.installing = first;
      applyUpdateOnNavigation();
      registration.installing = null;
      registration.waiting = first;
      first.becomes('installed');
      applyUpdateOnNavigation();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(first.messages).toEqual([]);
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
