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
    act(() => store.set([[7, 2.05]]));
    expect(screen.getByText('2.05')).toBeInTheDocument();
    // A fresher snapshot from the server is news as well.
    rerender(<Price id={7} seed={1.95} store={store} />);
    expect(screen.getByText('1.95')).toBeInTheDocument();
    expect(store.get(7)).toBe(1.95);
  });
});
