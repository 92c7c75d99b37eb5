import { expect, test } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';

// The bonus games (docs/bonus-games-api.md): a player granted a wheel spin by the control API spins
// it with the keyboard on /ru/games/fortuna and finds the prize where the page says it went (the
// control API's bonuses or points agree); the index in en at 375 px with his plays, a chest opened;
// a guest reads a game's rules and is offered sign-in.

const PLAYER = 'player@example.com';

test.describe('bonus games', () => {
  test.beforeEach(async ({ request }) => {
    await resetBackend(request);
  });

  test('a granted wheel spin is spun on /ru/games/fortuna and its prize lands in bonuses or points', async ({ page, request, context }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(request, context, PLAYER);
    const granted = await request.post(control(`/bonus-games/${PLAYER}`), { data: { game: 'fortuna', plays: 1 } });
    expect(granted.status()).toBe(200);
    const pointsBefore = (await (await request.get(control(`/rewards/${PLAYER}`))).json()).lifetime as number;
    await gotoReady(page, '/ru/games/fortuna');
    await expect(page.getByRole('heading', { name: 'Колесо фортуны' })).toBeVisible();
    await expect(page.getByTestId('plays-left')).toHaveText('Осталось 2 попытки');
    const spin = page.getByRole('button', { name: 'Крутить колесо' });
    await spin.focus();
    await page.keyboard.press('Enter');
    const result = page.getByTestId('bonus-result');
    await expect(result.getByText(/Ваш выигрыш: |В этот раз без выигрыша\./)).toBeVisible();
    await expect(page.getByTestId('plays-left')).toHaveText('Осталась 1 попытка');
    await expect(page.getByRole('img', { name: 'Колесо фортуны' })).toBeVisible();

    const rows = (await (await request.get(control(`/bonus-games/${PLAYER}`))).json()) as { game: string; playsLeft: number; lastPrize: { kind: string; points: number | null; bonusId: number | null } }[];
    const fortuna = rows.find((row) => row.game === 'fortuna')!;
    expect(fortuna.playsLeft).toBe(1);
    const prize = fortuna.lastPrize!;
    const isBonus = prize.kind === 'freeBet' || prize.kind === 'casinoBonus';
    await expect(result.getByRole('link', { name: 'Смотреть в бонусах' })).toHaveCount(isBonus ? 1 : 0);
    await expect(result.getByRole('link', { name: 'Смотреть в наградах' })).toHaveCount(prize.kind === 'points' ? 1 : 0);
    const bonuses = (await (await request.get(control(`/bonuses/${PLAYER}`))).json()) as { bonusId: number }[];
    expect(bonuses.some((bonus) => bonus.bonusId === prize.bonusId)).toBe(isBonus);
    const pointsAfter = (await (await request.get(control(`/rewards/${PLAYER}`))).json()).lifetime as number;
    expect(pointsAfter).toBe(pointsBefore + (prize.kind === 'points' ? prize.points! : 0));
  });

  test('the index in en at 375 px shows the six games with the player’s plays; a chest is opened', async ({ page, request, context }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(request, context, PLAYER);
    await gotoReady(page, '/en/games');
    for (const name of ['Wheel of fortune', 'Chests', 'Memory', 'Safe', 'Lottery', 'Dragon eggs']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('plays-fortuna')).toHaveText('1 play left');
    await expect(page.getByTestId('plays-memory')).toHaveText('No plays left');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: 'Rules and play: Chests' }).click();
    await expect(page).toHaveURL(/\/en\/games\/chest$/);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Chest 2', exact: true }).click();
    await expect(page.getByTestId('bonus-result').getByText(/You won: |No prize this time\./)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Chest 1: / })).toBeDisabled();
    await expect(page.getByTestId('plays-left')).toHaveText('No plays left');
  });

  test('a guest reads the safe’s rules with its prize table and is offered sign-in (ru, 375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, '/ru/games/safe');
    await expect(page.getByRole('heading', { name: 'Сейф', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Правила', exact: true })).toBeVisible();
    await expect(page.getByText(/один открывает|Шанс открыть — 1 из 4/).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Призы и шансы' }).getByRole('row')).toHaveCount(5);
    await expect(page.getByRole('main').getByRole('link', { name: 'Войти' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Код / })).toHaveCount(0);
  });
});
