/**
 * The last route the app showed in this page load, recorded by the router. Spec §2: opening /login after being
 * on another route is a full logout, while opening it fresh (first route of the page load) with both tokens
 * leads home.
 */
let lastShownPathname: string | null = null;

export function recordShownPathname(pathname: string): void {
  lastShownPathname = pathname;
}

/** The route shown before the navigation in progress, or null on the first route of the page load. */
export function previousPathname(): string | null {
  return lastShownPathname;
}

export function resetAppHistory(): void {
  lastShownPathname = null;
}
