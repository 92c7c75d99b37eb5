import { createAction, type CaseReducerActions, type PayloadAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

/**
 * A slice without drafts: each case reducer returns the next state and never changes the one it gets.
 * Redux Toolkit's `createSlice` brings immer and reselect (5 kB gzip in every page, issue 10 point 3);
 * a slice's reducers here are a few spreads each, so this keeps the slice's shape (name, actions made by
 * `createAction`, selectors over the root state, `reducerPath` for `combineSlices`) without them.
 * Every state a reducer returns is frozen, as immer did: a reducer that writes in place throws.
 */
// `any` as RTK's own case types have it: a slice's reducers each take their own payload type.
/* eslint-disable @typescript-eslint/no-explicit-any */
type PlainCase<S> = (state: S, action: PayloadAction<any>) => S;
type PlainCaseWithPrepare<S> = { reducer: PlainCase<S>; prepare: (...args: any[]) => { payload: unknown } };
type PlainCases<S> = Record<string, PlainCase<S> | PlainCaseWithPrepare<S>>;
type PlainSelectors<S> = Record<string, (state: S, ...args: any[]) => unknown>;
/* eslint-enable @typescript-eslint/no-explicit-any */
/** A case of another slice's action (RTK's `extraReducers`): what matches it, and what it does here. */
type ExtraCase<S> = readonly [{ match: (action: UnknownAction) => boolean }, PlainCase<S>];

type RootSelectors<Name extends string, S, Sel> = {
  [K in keyof Sel]: Sel[K] extends (state: S, ...args: infer P) => infer R ? (root: { [N in Name]: S }, ...args: P) => R : never;
};

interface PlainSlice<Name extends string, S, CR extends PlainCases<S>, Sel extends PlainSelectors<S>> {
  name: Name;
  reducerPath: Name;
  reducer: Reducer<S>;
  actions: CaseReducerActions<CR, Name>;
  selectors: RootSelectors<Name, S, Sel>;
}

function isPlain(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

/** Freezes what is new in a state; a frozen branch was frozen with everything under it. */
function freezeDeep<T>(value: T): T {
  if (!isPlain(value) || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key]);
  return value;
}

export function defineSlice<Name extends string, S, CR extends PlainCases<S>, Sel extends PlainSelectors<S>>(options: {
  name: Name;
  initialState: S;
  reducers: CR;
  extraCases?: readonly ExtraCase<S>[];
  selectors?: Sel;
}): PlainSlice<Name, S, CR, Sel> {
  const { name, reducers, extraCases = [] } = options;
  const initialState = freezeDeep(options.initialState);
  const cases = new Map<string, PlainCase<S>>();
  const actions: Record<string, unknown> = {};
  for (const [key, definition] of Object.entries(reducers)) {
    const type = `${name}/${key}`;
    if (typeof definition === 'function') {
      cases.set(type, definition);
      actions[key] = createAction(type);
    } else {
      cases.set(type, definition.reducer);
      actions[key] = createAction(type, definition.prepare);
    }
  }
  const reducer: Reducer<S> = (state = initialState, action) => {
    const own = cases.get(action.type);
    let next = own ? own(state, action as PayloadAction<unknown>) : state;
    for (const [matcher, extra] of extraCases) if (matcher.match(action)) next = extra(next, action as PayloadAction<unknown>);
    return next === state ? state : freezeDeep(next);
  };
  const selectors: Record<string, unknown> = {};
  for (const [key, selector] of Object.entries(options.selectors ?? {})) {
    selectors[key] = (root: Record<Name, S>, ...args: unknown[]) => selector(root[name], ...args);
  }
  return {
    name,
    reducerPath: name,
    reducer,
    actions: actions as CaseReducerActions<CR, Name>,
    selectors: selectors as RootSelectors<Name, S, Sel>,
  };
}
