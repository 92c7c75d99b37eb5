/** What the shell's listeners do to the browser, injected so tests can watch it. */
export interface ShellEffects {
  /** The current path and query, e.g. `/ru/office/account?x=1`. */
  location: () => { pathname: string; search: string };
  navigate: (url: string) => void;
  reload: () => void;
  /**
   * Renders the page's server components again with the current cookies, keeping the client state
   * (Next's `router.refresh`). Optional: where none is given a listener reloads instead.
   */
  refresh?: () => void;
  /** Expires a cookie script may write (the HttpOnly session cookie is cleared by the backend). */
  expireCookie: (name: string) => void;
  /** Persistent storage (a guest's cookie-agreement time waits here until sign-in). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The browser's effects with the app router's refresh (the store is made inside the router). */
export function browserEffectsWithRouter(router: { refresh: () => void }): ShellEffects {
  // A prototype rather than a spread: `storage` must stay a getter (no window on the server).
  return Object.assign(Object.create(browserEffects) as ShellEffects, { refresh: () => router.refresh() });
}

export const browserEffects: ShellEffects = {
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  navigate: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  expireCookie: (name) => {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
  get storage() {
    return window.localStorage;
  },
};
