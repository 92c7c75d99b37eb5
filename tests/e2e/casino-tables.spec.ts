import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';

// Live tables on a live game's page (docs/casino-tables-api.md): a player's real roulette round
// (red and a red number, settled through the control API on that number) whose win and balance move
// by exactly stake × payout on the page, in the ledger and the balance API; a visitor's fun-money
// baccarat round on a phone in English. The backend's betting window is 10 minutes here, so a
// round closes only when a test settles it.

const PLAYER = 'player@example.com';
const ROULETTE = { id: 3021, path: '/ru/casino/game/3021/velvet-roulette-live' };
const BACCARAT = { id: 3023, path: '/en/casino/game/3023/grand-baccarat-live' };

async function activeMoney(page: Page): Promise<number> {
  const balance = (await (await page.request.get('/web-api/user/balance')).json()) as { all_accounts: { money: number; is_active: boolean }[] };
  return balance.all_accounts.find((account) => account.is_active)!.money;
}

async function settle(request: APIRequestContext, tableId: number, outcome: object) {
  const response = await request.post(control(`/tables/${tableId}/round`), { data: { outcome } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { settlements: { login: string | null; stakeMinor: number; winMinor: number }[] };
}

/** The figure a seat line shows (`Баланс` → its value). */
const seatFigure = (page: Page, name: string) => page.locator('.live-table__seat dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');

test.describe('live tables', () => {
  test.beforeEach(async ({ request }) => {
    await resetBackend(request);
  });

  test('a player bets on red and on 32 at a roulette table; 32 wins: stake × payout on the page and in the ledger', async ({ page, request, context }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(request, context, PLAYER);
    await gotoReady(page, ROULETTE.path);
    const before = await activeMoney(page);
    await expect(page.getByText(/^Делайте ставки · \d+ с$/)).toBeVisible();
    await page.getByRole('button', { name: 'Играть на деньги' }).click();
    await expect(page.getByText('Реальный счёт')).toBeVisible();

    await page.getByRole('button', { name: /Фишка 100,00/ }).click();
    await page.getByRole('button', { name: 'Красное', exact: true }).click();
    await page.getByRole('button', { name: '32, красное' }).click();
    const slip = page.getByRole('region', { name: 'Ставки к размещению' });
    await expect(slip).toContainText(/Итого: 200,00\s₽/);
    await slip.getByRole('button', { name: 'Сделать ставку' }).click();
    await expect(seatFigure(page, 'Мои ставки в раунде')).toContainText(/32, красное: 100,00\s₽/);
    await expect(seatFigure(page, 'Баланс')).toHaveText(/^[\d\s]+,\d\d\s₽$/);
    expect(await activeMoney(page)).toBe(before - 200);

    const round = await settle(request, ROULETTE.id, { number: 32 });
    expect(round.settlements).toEqual([expect.objectContaining({ login: PLAYER, stakeMinor: 20_000, winMinor: 380_000 })]);
    // Red pays 1 to 1, a straight 35 to 1: 100 × 1 + 100 × 35 = 3 600 more than before the bets.
    await expect(seatFigure(page, 'Выигрыш прошлого раунда')).toHaveText(/^3\s800,00\s₽$/);
    await expect(page.getByRole('region', { name: 'Последние результаты' })).toContainText('32, красное');
    await expect.poll(() => activeMoney(page)).toBe(before + 3600);
    const shown = (await seatFigure(page, 'Баланс').innerText()).replace(/[^\d,]/g, '').replace(',', '.');
    expect(Number(shown)).toBe(before + 3600);
    // The header's balance follows without a reload.
    const rub = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(before + 3600).replace(/\u00a0/g, ' ');
    await expect(page.getByLabel('Баланс', { exact: true })).toContainText(rub);
    expect(((await (await request.get(control(`/ledger/${PLAYER}/check`))).json()) as { ok: boolean }).ok).toBe(true);
    expect(((await (await request.get(control('/ledger/check'))).json()) as { ok: boolean }).ok).toBe(true);
  });

  test('a visitor on a phone plays a fun-money baccarat round in English', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, BACCARAT.path);
    await expect(page.getByRole('link', { name: 'Log in to play for real money' })).toBeVisible();
    await page.getByRole('button', { name: 'Play for fun money' }).click();
    await expect(seatFigure(page, 'Balance')).toHaveText('RUB 100,000.00');
    await page.getByRole('button', { name: /Chip RUB\s100\.00/ }).click();
    await page.getByRole('button', { name: 'Player', exact: true }).click();
    await page.getByRole('region', { name: 'Bets to place' }).getByRole('button', { name: 'Place bets' }).click();
    await expect(seatFigure(page, 'Balance')).toHaveText('RUB 99,900.00');

    const round = await settle(request, BACCARAT.id, { player: ['9H', 'KD'], banker: ['7S', 'QC'] });
    expect(round.settlements).toEqual([expect.objectContaining({ login: null, stakeMinor: 10_000, winMinor: 20_000 })]);
    await expect(seatFigure(page, 'Balance')).toHaveText('RUB 100,100.00');
    await expect(seatFigure(page, "Last round's win")).toHaveText('RUB 200.00');
    await expect(page.getByRole('region', { name: 'Last results' })).toContainText('Player 9 — Banker 7: Player wins');
    // The felt fits the phone: nothing scrolls the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
