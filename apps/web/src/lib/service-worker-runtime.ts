/**
 * The service worker's page side, loaded after the `load` event by lib/service-worker.ts (which every screen has):
 * registration, update checks and takeovers. See service-worker.ts for the behaviour.
 */

/** How often a long-lived page asks the server for a new /sw.js (on navigation, or when shown again). */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60_000;
/** How long a forced update waits for a new worker to install before reloading anyway. */
const INSTALL_WAIT_MS = 10_000;
/** How long a reload waits for the new worker to take over before reloading anyway. */
const TAKEOVER_WAIT_MS = 5_000;

const state: {
  registration: ServiceWorkerRegistration | null;
  lastCheckAt: number;
  /** Set when this page asked a waiting worker to take over: the takeover reloads with it. */
  reloadOnTakeover: (() => void) | null;
  /** Another tab let a newer worker take over this page: it reloads at its next navigation. */
  isOutdated: boolean;
} = { registration: null, lastCheckAt: 0, reloadOnTakeover: null, isOutdated: false };

const reloadPage = () => window.location.reload();

/** The hashed build files this page has loaded: the worker keeps the current screen's chunks for offline use. */
function loadedAssetUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, window.location.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

function sendLoadedAssets(worker: ServiceWorker | null | undefined): void {
  worker?.postMessage({ type: 'CACHE_URLS', urls: loadedAssetUrls() });
}

/** Asks the server for a newer /sw.js, at most once per UPDATE_CHECK_INTERVAL_MS unless `isForced`. */
function checkForUpdate(isForced = false): Promise<void> {
  const { registration } = state;
  if (!registration || (!isForced && Date.now() - state.lastCheckAt < UPDATE_CHECK_INTERVAL_MS)) {
    return Promise.resolve();
  }
  state.lastCheckAt = Date.now();
  // Offline or a server error: the next check tries again.
  return registration.update().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The worker of a new build: one waiting beside an active worker. The first install of a fresh page has no active
 * worker; it passes through `waiting` for an instant on its way to activating, and is no new build to reload into
 * (reloading there lost the screen's toast in a CI run: the login's "switched device" message).
 */
const newBuildWaiting = (registration: ServiceWorkerRegistration): ServiceWorker | null =>
  registration.active ? registration.waiting : null;

/** The new build's waiting worker once the one installing (if any) has finished, or null. */
function installedWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const { installing } = registration;
  if (!installing) return Promise.resolve(newBuildWaiting(registration));
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(newBuildWaiting(registration)), INSTALL_WAIT_MS);
    installing.addEventListener('statechange', () => {
      if (installing.state !== 'installed' && installing.state !== 'redundant') return;
      window.clearTimeout(timer);
      resolve(newBuildWaiting(registration));
    });
  });
}

/** Lets the waiting worker take over; `reload` runs once, at the takeover or after TAKEOVER_WAIT_MS at the latest. */
function takeOver(worker: ServiceWorker, reload: () => void): void {
  let hasReloaded = false;
  const reloadOnce = () => {
    if (hasReloaded) return;
    hasReloaded = true;
    reload();
  };
  state.reloadOnTakeover = reloadOnce;
  worker.postMessage({ type: 'SKIP_WAITING' });
  window.setTimeout(reloadOnce, TAKEOVER_WAIT_MS);
}

function onRegistered(registration: ServiceWorkerRegistration): void {
  state.registration = registration;
  state.lastCheckAt = Date.now();
  let hasController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const reload = state.reloadOnTakeover;
    state.reloadOnTakeover = null;
    if (reload) reload();
    // The first install claiming this page is no new build; a later takeover (from another tab) is.
    else if (hasController) state.isOutdated = true;
    hasController = true;
    sendLoadedAssets(navigator.serviceWorker.controller);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForUpdate();
  });
  void navigator.serviceWorker.ready.then((ready) => sendLoadedAssets(ready.active));
}

/** Registers /sw.js (called by service-worker.ts after the `load` event). */
export function register(): void {
  navigator.serviceWorker
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then(onRegistered, (error: unknown) =>
      console.warn('[pwa] the service worker could not be registered', error),
    );
}

/**
 * Called on every in-app navigation: a waiting new build takes over now (and the page reloads into it); otherwise
 * the server is asked, now and then, whether there is one, to take over at a later navigation.
 */
export function applyUpdateOnNavigation(): void {
  const { registration } = state;
  if (!registration) return;
  if (state.isOutdated) reloadPage();
  // A new build still installing at this navigation (its install may have restarted) takes over once installed;
  // without the wait it never took over until the next navigation (seen in Chromium in 1 of 5 runs). The first
  // install (no active worker yet) is no new build: it activates by itself and nothing reloads.
  else if (registration.installing && registration.active)
    void installedWorker(registration).then((waiting) =>
      waiting ? takeOver(waiting, reloadPage) : checkForUpdate(),
    );
  else if (newBuildWaiting(registration)) takeOver(newBuildWaiting(registration)!, reloadPage);
  else void checkForUpdate();
}

/**
 * A reload that lands on the newest build (a forced version update, spec §4 updateType 2): asks the server for a
 * new worker first and lets it take over before reloading. Without a worker it reloads at once.
 */
export function reloadWithNewestBuild(reload: () => void): void {
  const { registration } = state;
  if (!registration || state.isOutdated) {
    reload();
    return;
  }
  void checkForUpdate(true)
    .then(() => installedWorker(registration))
    .then((waiting) => (waiting ? takeOver(waiting, reload) : reload()));
}
