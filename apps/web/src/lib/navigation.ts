/**
 * Navigation for code outside React (the API client's session handling). The app registers the router's
 * navigate function at start; until then, and in tests without a router, it falls back to the address bar.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

export function currentPathname(): string {
  return window.location.pathname;
}
