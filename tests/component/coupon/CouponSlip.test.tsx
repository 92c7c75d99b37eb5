import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CouponSlip } from '@/components/coupon/CouponSlip';
import { betToggled, betUpdated, changeCoefActionChosen, currencyKnown } from '@/store/slices/coupon';
import { renderWithProviders } from '@/tests/support/render';
import { makeStore } from '@/store/makeStore';
import { amountForBetChanged, stakeBoundsKnown, typeChosen } from '@/store/slices/coupon';
import { betInput } from '@/tests/unit/coupon/fixtures';
import { clientSiteConfig } from '@/tests/support/fixtures';

async function slipWith(coefs: number[], language: 'ru' | 'en' = 'en') {
  const rendered = await renderWithProviders(<CouponSlip />, { language });
  act(() => {
    rendered.store.dispatch(currencyKnown('RUB'));
    coefs.forEach((coef, i) => rendered.store.dispatch(betToggled(betInput(i + 1, coef))));
  });
  return rendered;
}

const figure = (name: string) => screen.getByRole('status', { name });

describe('CouponSlip', () => {
  it('says the coupon is empty and offers to load one by its code', async () => {
    await renderWithProviders(<CouponSlip />, { language: 'en' });
    expect(screen.getByText('Your coupon is empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load a coupon' }));
    expect(screen.getByRole('textbox', { name: 'Load a coupon' })).toHaveFocus();
  });

  it('lists each bet as a list item and labels its figures; the win follows the stake as typed', async () => {
    await slipWith([2, 1.5]);
    expect(within(screen.getByRole('list', { name: 'Bets in the coupon' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Accumulator' })).toBeChecked();
    expect(figure('Total odds')).toHaveTextContent('3.00');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Stake' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '20');
    expect(figure('Possible win')).toHaveTextContent('RUB 60.00');
  });

  it('says what is wrong with a bad amount next to the field and keeps the last good one', async () => {
    await slipWith([2]);
    const stake = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '-5');
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(stake).toHaveAccessibleDescription('Enter an amount above zero with at most two decimals.');
    expect(figure('Possible win')).toHaveTextContent('RUB 300.00');
  });

  it('a system shows its options with their combinations, and the stake on each', async () => {
    await slipWith([2, 3, 4]);
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    // The currency is set off by a no-break space.
    expect(screen.getByRole('radio', { name: /^2 from 3 · 3 combinations · RUB\s50\.00 each, up to RUB\s1,300\.00$/ })).toBeChecked();
    expect(figure('Combinations')).toHaveTextContent('3');
    expect(figure('Stake per combination')).toHaveTextContent('RUB 50.00');
    // 50 × (2·3 + 2·4 + 3·4).
    expect(figure('Possible win')).toHaveTextContent('RUB 1,300.00');
  });

  it('a removed bet leaves the coupon; under "ask" a moved price waits for "accept changes"', async () => {
    const { store } = await slipWith([2, 3]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from the coupon: Home 2 — Away 2, П1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => {
      store.dispatch(changeCoefActionChosen(0));
      store.dispatch(betUpdated({ id: 10, coef: 2.4 }));
    });
    expect(screen.getByText('Odds changed: 2.00 → 2.40, up.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(screen.getByRole('button', { name: 'Sign in to place the bet' })).toBeEnabled();
    expect(figure('Possible win')).toHaveTextContent('RUB 360.00');
  });

  it('a suspended line says so and the coupon cannot be placed', async () => {
    const { store } = await slipWith([2], 'ru');
    act(() => {
      store.dispatch(betUpdated({ id: 10, isBlocked: true }));
    });
    expect(screen.getByText('Приём ставок приостановлен')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти и сделать ставку' })).toBeDisabled();
  });

  it('multiple singles: each single’s stake is held to the limits, a too large one said so', async () => {
    const siteConfig = clientSiteConfig();
    const store = makeStore({ language: 'en', siteConfig });
    await renderWithProviders(<CouponSlip />, { language: 'en', store });
    act(() => {
      store.dispatch(currencyKnown('RUB'));
      store.dispatch(stakeBoundsKnown({ min: 10, max: 1000 }));
      [1, 2].forEach((game) => store.dispatch(betToggled(betInput(game, 2))));
      store.dispatch(typeChosen(9));
      // The first single within the limits, the second above the max.
      store.dispatch(amountForBetChanged({ id: 10, amount: 100 }));
      store.dispatch(amountForBetChanged({ id: 20, amount: 5000 }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum stake is RUB 1,000.00.');
    expect(screen.getByRole('button', { name: 'Sign in to place the bet' })).toBeDisabled();
  });
});
