/**
 * What the browser build gets for `use-sync-external-store/shim` (next.config.ts,
 * `turbopack.resolveAlias`): swr imports the shim, which on React 18 and later only hands React's
 * own hook on, but ships its fallback for older React all the same (≈0.3 kB gzip on every page with
 * a list). React 19 has the hook.
 */
export { useSyncExternalStore } from 'react';
