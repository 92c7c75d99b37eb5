/** What the shell's listeners do to the browser, injected so tests can watch it. */
export interface ShellEffects {
  /** The current path and query, e.g. `/ru/office/account?x=1`. */
  location: () => { pathname: string; search: string };
  navigate: (url: string) => void;
  reload: () => void;
  /** Expires a cookie script may write (the HttpOnly session cookie is cleared by the backend). */
  expireCookie: (name: string) => void;
  /** Persistent storage (a guest's cookie-agreement time waits here until sign-in). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
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
