import { describe, expect, it } from 'vitest';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { defineSlice } from '@/store/defineSlice';

interface CounterState {
  count: number;
  log: { at: number }[];
}

const reset = createAction('other/reset');

const counter = defineSlice({
  name: 'counter',
  initialState: { count: 0, log: [] } as CounterState,
  reducers: {
    added: (state, action: PayloadAction<number>) => ({ ...state, count: state.count + action.payload }),
    unchanged: (state) => state,
    stamped: {
      reducer: (state, action: PayloadAction<{ at: number }>) => ({ ...state, log: [...state.log, action.payload] }),
      prepare: (at: number) => ({ payload: { at } }),
    },
    // A reducer written for immer: it changes the state it gets.
    writtenInPlace: (state) => {
      (state as { count: number }).count += 1;
      return state;
    },
  },
  extraCases: [[reset, () => ({ count: 0, log: [] })]],
  selectors: {
    selectDoubled: (state) => state.count * 2,
    selectAbove: (state, floor: number) => state.count > floor,
  },
});

describe('defineSlice', () => {
  it('makes action creators typed by the slice name, with their prepare', () => {
    expect(counter.actions.added(2)).toEqual({ type: 'counter/added', payload: 2 });
    expect(counter.actions.stamped(5)).toEqual({ type: 'counter/stamped', payload: { at: 5 } });
    expect(counter.actions.added.match({ type: 'counter/added', payload: 1 })).toBe(true);
    expect(counter.reducerPath).toBe('counter');
  });

  it('reduces its own actions and the extra cases, and leaves others alone', () => {
    const start = counter.reducer(undefined, { type: '@@init' });
    expect(start).toEqual({ count: 0, log: [] });
    const next = counter.reducer(counter.reducer(start, counter.actions.added(3)), counter.actions.stamped(7));
    expect(next).toEqual({ count: 3, log: [{ at: 7 }] });
    expect(counter.reducer(next, { type: 'elsewhere/happened' })).toBe(next);
    expect(counter.reducer(next, counter.actions.unchanged())).toBe(next);
    expect(counter.reducer(next, reset())).toEqual({ count: 0, log: [] });
  });

  it('freezes every state it gives, so a reducer that writes in place throws', () => {
    const next = counter.reducer(undefined, counter.actions.stamped(1));
    expect(Object.isFrozen(next)).toBe(true);
    expect(Object.isFrozen(next.log[0])).toBe(true);
    expect(() => counter.reducer(next, counter.actions.writtenInPlace())).toThrow(TypeError);
  });

  it('selects from the root state by the slice name', () => {
    const root = { counter: { count: 4, log: [] } };
    expect(counter.selectors.selectDoubled(root)).toBe(8);
    expect(counter.selectors.selectAbove(root, 5)).toBe(false);
  });
});
