import type { Reducer } from '@reduxjs/toolkit';
import { replaceReducer, type RootState } from './rootReducer';

/** The features whose reducers come with their code (store/rootReducer.ts). */
type LazyFeature = 'coupon' | 'auth' | 'fragments';

/**
 * Puts a feature's reducer in the store's root reducer over the stand-in that held its empty state
 * (store/rootReducer.ts): called by the slice's own module as it is first evaluated, so the reducer
 * is in wherever the slice's actions can be made, and never in a first load that cannot make them
 * (issue 10 point 3). Every store made after, on the server as in the browser, has it too.
 */
export function injectSlice<F extends LazyFeature>(slice: { reducerPath: F; reducer: Reducer<RootState[F]> }): void {
  replaceReducer(slice.reducerPath, slice.reducer);
}
