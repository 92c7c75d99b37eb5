import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { control, gotoReady } from './support';

// The coupon's browser tests share these: picks at known prices, adding one, the slip's parts.

export interface Pick {
  outcomeId: number;
  gameId: number;
  /** The outcome's market as its button shows it ("1"), and its game ("Бавария — Боруссия Дортмунд"). */
  market: string;
  event: string;
  /** Its button's name at the price set ("1 2.00, Бавария — Боруссия Дортмунд"). */
  name: string;
  path: string;
}

/** A price button's name: what it shows first (WCAG 2.5.3), then the game (components/sport/Odd.tsx). */
export const priceName = (pick: Pick, price: string) => `${pick.market} ${price}, ${pick.event}`;

/** A suspended outcome's button: its market and the lock's words, then the game. */
export const lockedName = (pick: Pick) => `${pick.market}: приём ставок приостановлен, ${pick.event}`;

/**
 * Open line outcomes of different games at the given prices (the control API sets them), with the
 * event page each is on and its button's name ("1 2.00, Бавария — Боруссия Дортмунд").
 */
export async function picks(request: APIRequestContext, prices: number[], lng: 'ru' | 'en' = 'ru', section: 'line' | 'live' = 'line'): Promise<Pick[]> {
  const open = (await (await request.get(control(`/line/outcomes?section=${section}&limit=${prices.length}`))).json()) as { outcomeId: number; gameId: number }[];
  expect(new Set(open.map((o) => o.gameId)).size).toBe(prices.length);
  return Promise.all(
    open.map(async ({ outcomeId, gameId }, i) => {
      const price = prices[i] as number;
      expect((await request.patch(control(`/line/outcomes/${outcomeId}`), { data: { price } })).status()).toBe(200);
      const game = (await (await request.get(`/web-api/line/games/${gameId}?lng=${lng}`)).json()) as {
        team1: string;
        team2: string;
        sportSlug: string;
        champId: number;
        markets: { id: number; name: string }[];
      };
      const market = game.markets.find((m) => m.id === outcomeId);
      const pick = { outcomeId, gameId, market: market?.name ?? '', event: `${game.team1} — ${game.team2}`, name: '', path: `/${lng}/${section}/${game.sportSlug}/${game.champId}/${gameId}` };
      return { ...pick, name: priceName(pick, price.toFixed(2)) };
    }),
  );
}

export async function add(page: Page, pick: Pick) {
  await gotoReady(page, pick.path);
  const button = page.getByRole('button', { name: pick.name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

export const slip = (page: Page, name = 'Купон') => page.getByRole('complementary', { name });
export const figure = (page: Page, name: string, slipName?: string) => slip(page, slipName).getByRole('status', { name, exact: true });

