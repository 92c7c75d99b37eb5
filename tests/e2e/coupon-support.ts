import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { control, gotoReady } from './support';

// The coupon's browser tests share these: picks at known prices, adding one, the slip's parts.

export interface Pick {
  outcomeId: number;
  gameId: number;
  name: string;
  path: string;
}

/**
 * Open line outcomes of different games at the given prices (the control API sets them), with the
 * event page each is on and its button's name ("Бавария — Боруссия Дортмунд, 1: 2").
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
      return { outcomeId, gameId, name: `${game.team1} — ${game.team2}, ${market?.name}: ${price.toFixed(2)}`, path: `/${lng}/${section}/${game.sportSlug}/${game.champId}/${gameId}` };
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

