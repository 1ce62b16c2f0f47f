/**
 * The page side of the service worker (issue 13, installable PWA). The worker itself is build/service-worker.js,
 * emitted as /sw.js by build/service-worker-plugin.ts. Here because two features use it: features/pwa (updates on
 * navigation) and features/system (a forced version update reloads into the newest build).
 *
 * A new build's worker installs in the background and waits. It takes over at the next in-app navigation: the
 * page asks it to (SKIP_WAITING), and when it controls the page (`controllerchange`) the page reloads once, so the
 * screen being opened comes from the new build. Nothing reloads while the user stays on a screen.
 *
 * This module is in the first download; the work is in service-worker-runtime.ts, loaded after the `load` event
 * (nothing of it is needed for the first paint). Until it has loaded there is no registration, so there is no
 * update to apply either.
 */
import type * as Runtime from './service-worker-runtime';

let runtime: typeof Runtime | null = null;

/**
 * Registers /sw.js in production builds where service workers exist, after the `load` event so that it never
 * competes with the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./service-worker-runtime').then(
      (loaded) => {
        runtime = loaded;
        loaded.register();
      },
      (error: unknown) => console.warn('[pwa] the service worker could not be registered', error),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Called on every in-app navigation: a waiting new build takes over now (and the page reloads into it); otherwise
 * the server is asked, now and then, whether there is one, to take over at a later navigation.
 */
export function applyUpdateOnNavigation(): void {
  runtime?.applyUpdateOnNavigation();
}

/**
 * A reload that lands on the newest build (a forced version update, spec §4 updateType 2): asks the server for a
 * new worker first and lets it take over before reloading. Without a worker it reloads at once.
 */
export function reloadWithNewestBuild(reload: () => void): void {
  if (runtime) runtime.reloadWithNewestBuild(reload);
  else reload();
}
