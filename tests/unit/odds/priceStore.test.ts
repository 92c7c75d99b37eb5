import { describe, expect, it, vi } from 'vitest';
import { createPriceStore } from '@/lib/odds/priceStore';

describe('price store: live prices outside React', () => {
  it('keeps the latest price of each outcome, nothing before one arrives', () => {
    const store = createPriceStore();
    expect(store.get(1)).toBeUndefined();
    store.set([
      [1, 1.85],
      [2, 2.1],
    ]);
    store.set([[1, 1.9]]);
    expect(store.get(1)).toBe(1.9);
    expect(store.get(2)).toBe(2.1);
  });

  it('tells only the subscribers of an outcome whose price changed', () => {
    const store = createPriceStore();
    store.set([[1, 1.85]]);
    const one = vi.fn();
    const two = vi.fn();
    store.subscribe(1, one);
    store.subscribe(2, two);
    store.set([
      [1, 1.85],
      [2, 3],
    ]);
    expect(one).not.toHaveBeenCalled();
    expect(two).toHaveBeenCalledTimes(1);
  });

  it('tells after the whole batch is written, and stops telling after unsubscribe', () => {
    const store = createPriceStore();
    const seen: (number | undefined)[] = [];
    const stop = store.subscribe(1, () => seen.push(store.get(2)));
    store.set([
      [1, 1.5],
      [2, 2.5],
    ]);
    expect(seen).toEqual([2.5]);
    stop();
    store.set([[1, 1.6]]);
    expect(seen).toEqual([2.5]);
  });
});
