/**
 * What the browser build gets for `immer` (next.config.ts, `turbopack.resolveAlias`). Redux Toolkit's
 * module imports immer and reselect at its top, and the bundler keeps a module that is imported even
 * when nothing it exports is called (≈4 kB gzip in every page). The site's slices have no drafts
 * (store/defineSlice.ts) and lint refuses `createSlice`, `createReducer` and `createSelector`, so
 * nothing here runs; if something ever does, it says why instead of corrupting state.
 */
const unbundled = (name: string) => () => {
  throw new Error(`immer's ${name} is not in the browser build: write slices with defineSlice (store/defineSlice.ts).`);
};

export const produce = unbundled('produce');
export const current = unbundled('current');
export const original = unbundled('original');
// Nothing is ever a draft, so nothing is draftable or needs freezing by immer (defineSlice freezes).
export const isDraft = () => false;
export const isDraftable = () => false;
export const freeze = <T>(value: T): T => value;
