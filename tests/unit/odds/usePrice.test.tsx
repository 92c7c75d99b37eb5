import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { createPriceStore } from '@/lib/odds/priceStore';
import { usePrice } from '@/lib/odds/usePrice';
import type { PriceStore } from '@/lib/odds/priceStore';

function Price({ id, seed, store }: { id: number; seed: number; store: PriceStore }) {
  return <span>{usePrice(id, seed, store)}</span>;
}

describe('usePrice: one outcome from the price store', () => {
  it('renders the server seed on the server, whatever the store holds', () => {
    const store = createPriceStore();
    store.set([[7, 9.99]]);
    expect(renderToString(<Price id={7} seed={1.85} store={store} />)).toContain('1.85');
  });

  it('writes its seed into the store and follows the later prices of its outcome', () => {
    const store = createPriceStore();
    const { rerender } = render(<Price id={7} seed={1.85} store={store} />);
    expect(store.get(7)).toBe(1.85);
    // A fresher render from the server is news while no feed holds the outcome.
    rerender(<Price id={7} seed={1.95} store={store} />);
    expect(store.get(7)).toBe(1.95);
    act(() => store.set([[7, 2.05]]));
    expect(screen.getByText('2.05')).toBeInTheDocument();
  });

  it('never takes a price back to its seed once the feed holds the outcome, even when it hydrates after the feed read its snapshot', () => {
    const store = createPriceStore();
    // The feed's snapshot came before this cell of a kept (older) page hydrated.
    store.set([[7, 3.03]]);
    const { rerender } = render(<Price id={7} seed={3.58} store={store} />);
    expect(screen.getByText('3.03')).toBeInTheDocument();
    expect(store.get(7)).toBe(3.03);
    rerender(<Price id={7} seed={3.6} store={store} />);
    expect(screen.getByText('3.03')).toBeInTheDocument();
    // The feed stopped (another page): the next seed is news again.
    store.release();
    rerender(<Price id={7} seed={3.7} store={store} />);
    expect(screen.getByText('3.7')).toBeInTheDocument();
  });
});
