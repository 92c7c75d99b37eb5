/**
 * What the browser build gets for `reselect` (see ./immer.ts for why): Redux Toolkit imports it for
 * `createSelector` and the entity adapters, which the site does not use (selectors are plain functions
 * of the state; a derived list is memoised where it is rendered).
 */
const unbundled = () => {
  throw new Error('reselect is not in the browser build: select with a plain function of the state.');
};

export const createSelector = unbundled;
export const createSelectorCreator = () => unbundled;
export const weakMapMemoize = <F>(fn: F): F => fn;
export const lruMemoize = <F>(fn: F): F => fn;
