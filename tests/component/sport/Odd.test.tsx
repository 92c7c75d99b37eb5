import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Odd } from '@/components/sport/Odd';
import { coefViewChanged } from '@/store/slices/app';
import { COEF_FORMAT } from '@/lib/config/user';
import { renderWithProviders } from '@/tests/support/render';
import { priceStore } from '@/lib/odds/priceStore';

describe('Odd: a price in the player’s odds format', () => {
  it('shows decimal by default and follows a change of format at once', async () => {
    const { store } = await renderWithProviders(<Odd id={1} name="1" coef={1.85} />, { language: 'en' });
    // The price is read as text (no aria-label on a role-less span), the visible part stays "1 1.85".
    const odd = screen.getByText('1: odds 1.85').closest('.odd');
    expect(odd).not.toHaveAttribute('aria-label');
    expect(odd?.querySelector('.odd__coef')).toHaveTextContent('1.85');
    act(() => {
      store.dispatch(coefViewChanged(COEF_FORMAT.american));
    });
    expect(screen.getByText('1: odds -118')).toBeInTheDocument();
    act(() => {
      store.dispatch(coefViewChanged(COEF_FORMAT.fractional));
    });
    expect(screen.getByText('1: odds 17/20')).toBeInTheDocument();
  });

  it('reads its price from the live price store by outcome id, the server price as the seed', async () => {
    await renderWithProviders(<Odd id={9101} name="X" coef={3.45} />, { language: 'en' });
    expect(screen.getByText('X: odds 3.45')).toBeInTheDocument();
    act(() => {
      priceStore.set([
        [9101, 3.15],
        [9102, 7],
      ]);
    });
    expect(screen.getByText('X: odds 3.15')).toBeInTheDocument();
  });
});
