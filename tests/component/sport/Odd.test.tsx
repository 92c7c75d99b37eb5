import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Odd } from '@/components/sport/Odd';
import { coefViewChanged } from '@/store/slices/app';
import { COEF_FORMAT } from '@/lib/config/user';
import { renderWithProviders } from '@/tests/support/render';

describe('Odd: a price in the player’s odds format', () => {
  it('shows decimal by default and follows a change of format at once', async () => {
    const { store } = await renderWithProviders(<Odd name="1" coef={1.85} />, { language: 'en' });
    expect(screen.getByLabelText('1: odds 1.85')).toHaveTextContent('11.85');
    act(() => {
      store.dispatch(coefViewChanged(COEF_FORMAT.american));
    });
    expect(screen.getByLabelText('1: odds -118')).toBeInTheDocument();
    act(() => {
      store.dispatch(coefViewChanged(COEF_FORMAT.fractional));
    });
    expect(screen.getByLabelText('1: odds 17/20')).toBeInTheDocument();
  });
});
