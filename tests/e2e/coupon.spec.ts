import { expect, test } from '@playwright/test';
import { control, gotoReady, resetBackend } from './support';
import { add, figure, picks, slip } from './coupon-support';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('a visitor builds a single, an express and a system 2/3 and sees their totals', async ({ page, request }) => {
  const [a, b, c] = await picks(request, [2, 1.5, 3]);
  await add(page, a!);
  await expect(slip(page).getByRole('listitem')).toHaveCount(1);
  // A single at the rouble's initial amount (§9): 150 × 2.
  await expect(slip(page).getByRole('textbox', { name: 'Сумма ставки' })).toHaveValue('150');
  await expect(figure(page, 'Общий коэффициент')).toHaveText('2.00');
  await expect(figure(page, 'Возможный выигрыш')).toHaveText('300,00 ₽');

  await add(page, b!);
  // Two games: an express, 2 × 1.5 = 3.
  await expect(slip(page).getByRole('radio', { name: 'Экспресс' })).toBeChecked();
  await expect(figure(page, 'Общий коэффициент')).toHaveText('3.00');
  await expect(figure(page, 'Возможный выигрыш')).toHaveText('450,00 ₽');

  await add(page, c!);
  await slip(page).getByRole('textbox', { name: 'Сумма ставки' }).fill('300');
  await slip(page).getByRole('radio', { name: 'Система' }).check();
  // Each option with its combinations, the stake on each and its best return.
  await expect(slip(page).getByRole('radio', { name: '2 из 3 · 3 варианта · по 100,00 ₽, до 1 350,00 ₽' })).toBeChecked();
  // 2 from 3: 3 combinations of 100; 100 × (2·1.5 + 2·3 + 1.5·3) = 1350.
  await expect(figure(page, 'Вариантов')).toHaveText('3');
  await expect(figure(page, 'Ставка на вариант')).toHaveText('100,00 ₽');
  await expect(figure(page, 'Возможный выигрыш')).toHaveText('1 350,00 ₽');
});

test('the possible win follows the stake as it is typed, and a bad amount says so next to the field', async ({ page, request }) => {
  const [a] = await picks(request, [2.5]);
  await add(page, a!);
  const stake = slip(page).getByRole('textbox', { name: 'Сумма ставки' });
  await stake.fill('40,5');
  await expect(figure(page, 'Возможный выигрыш')).toHaveText('101,25 ₽');
  await stake.fill('12.345');
  await expect(stake).toHaveAttribute('aria-invalid', 'true');
  await expect(slip(page).getByText('Введите сумму больше нуля, не больше двух знаков после запятой.')).toBeVisible();
  // A quick stake from the rouble's step of 100.
  await slip(page).getByRole('button', { name: 'Поставить 500,00 ₽' }).click();
  await expect(stake).toHaveValue('500');
  await expect(figure(page, 'Возможный выигрыш')).toHaveText('1 250,00 ₽');
});

test('a second click removes the outcome; the coupon survives a reload and is the same in a second tab', async ({ page, request, context }) => {
  const [a, b] = await picks(request, [2, 3]);
  await add(page, a!);
  await add(page, b!);
  await page.reload();
  await expect(slip(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: b!.name, exact: true })).toHaveAttribute('aria-pressed', 'true');

  const other = await context.newPage();
  await gotoReady(other, a!.path);
  await expect(slip(other).getByRole('listitem')).toHaveCount(2);
  // Removed in the second tab: gone from the first without a reload.
  await other.getByRole('button', { name: a!.name, exact: true }).click();
  await expect(slip(other).getByRole('listitem')).toHaveCount(1);
  await expect(slip(page).getByRole('listitem')).toHaveCount(1);
  await expect(figure(page, 'Общий коэффициент')).toHaveText('3.00');
});

test('a suspended market shows a lock on its price and on its coupon line, and blocks placing', async ({ page, request }) => {
  const [a, b] = await picks(request, [2, 3]);
  await add(page, a!);
  await add(page, b!);
  expect((await request.patch(control(`/line/outcomes/${a!.outcomeId}`), { data: { suspended: true } })).status()).toBe(200);
  await gotoReady(page, a!.path);
  await expect(page.getByRole('button', { name: /приём ставок приостановлен/ }).first()).toBeDisabled();
  const line = slip(page).getByRole('listitem').filter({ hasText: 'Приём ставок приостановлен' });
  await expect(line).toHaveCount(1);
  await expect(slip(page).getByRole('button', { name: 'Войти и сделать ставку' })).toBeDisabled();
  // Removed from the coupon, the rest can be placed again.
  await line.getByRole('button', { name: /Убрать из купона/ }).click();
  await expect(slip(page).getByRole('button', { name: 'Войти и сделать ставку' })).toBeEnabled();
});

test('in English: the slip is a landmark named Coupon with its figures', async ({ page, request }) => {
  const [a, b] = await picks(request, [2, 1.25], 'en');
  await add(page, a!);
  await add(page, b!);
  await expect(slip(page, 'Coupon').getByRole('radio', { name: 'Accumulator' })).toBeChecked();
  await expect(figure(page, 'Total odds', 'Coupon')).toHaveText('2.50');
  await expect(figure(page, 'Possible win', 'Coupon')).toHaveText('RUB 375.00');
  await expect(slip(page, 'Coupon').getByRole('button', { name: 'Sign in to place the bet' })).toBeVisible();
});

test('turning one-click on over a full coupon asks first: undo keeps it, enable clears it', async ({ page, request }) => {
  const [a] = await picks(request, [2]);
  await add(page, a!);
  await slip(page).getByText('Настройки купона').click();
  // A click, not check(): the box stays off until the player answers the question.
  await slip(page).getByRole('checkbox', { name: 'Ставка в один клик' }).click();
  const dialog = page.getByRole('dialog', { name: 'Купон будет очищен' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отменить' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(slip(page).getByRole('checkbox', { name: 'Ставка в один клик' })).not.toBeChecked();
  await expect(slip(page).getByRole('listitem')).toHaveCount(1);

  await slip(page).getByRole('checkbox', { name: 'Ставка в один клик' }).click();
  await page.getByRole('dialog', { name: 'Купон будет очищен' }).getByRole('button', { name: 'Включить' }).click();
  await expect(slip(page).getByText('Купон пуст')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('a bottom bar with the count and total odds opens the slip as a sheet', async ({ page, request }) => {
    const [a, b] = await picks(request, [2, 1.5]);
    await add(page, a!);
    await add(page, b!);
    const bar = page.getByRole('button', { name: /Купон: 2 ставки/ });
    await expect(bar).toContainText('3.00');
    await bar.click();
    const sheet = page.getByRole('dialog', { name: 'Купон' });
    await expect(sheet.getByRole('listitem')).toHaveCount(2);
    await expect(sheet.getByRole('status', { name: 'Возможный выигрыш', exact: true })).toHaveText('450,00 ₽');
    await sheet.getByRole('button', { name: 'Закрыть купон' }).click();
    await expect(sheet).toHaveCount(0);
  });
});

test('a coupon shared under a code is loaded back by that code; an unknown code says so', async ({ page, request }) => {
  const [a, b] = await picks(request, [2, 3]);
  await add(page, a!);
  await add(page, b!);
  await slip(page).getByRole('button', { name: 'Поделиться купоном' }).click();
  const saved = slip(page).getByRole('status').filter({ hasText: 'Код купона:' });
  await expect(saved).toBeVisible();
  const code = (await saved.textContent())?.replace('Код купона:', '').trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await slip(page).getByRole('button', { name: 'Очистить' }).click();
  await slip(page).getByRole('button', { name: 'Загрузить купон' }).click();
  const field = slip(page).getByRole('textbox', { name: 'Загрузить купон' });
  await field.fill('ZZZZZZZZ');
  await slip(page).getByRole('button', { name: 'Загрузить' }).click();
  await expect(slip(page).getByRole('alert')).toHaveText('Купон с таким кодом не найден.');
  await field.fill(code.toLowerCase());
  await slip(page).getByRole('button', { name: 'Загрузить' }).click();
  await expect(slip(page).getByRole('listitem')).toHaveCount(2);
  await expect(figure(page, 'Общий коэффициент')).toHaveText('6.00');
});
