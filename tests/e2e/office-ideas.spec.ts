import { expect, test } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';

// office/share-idea (docs/ideas-api.md): in en at 1366 px a player posts an idea, sees it new, the
// operator answers through the control API and after a reload the state and answer show; in ru
// at 375 px the empty list, a field's error next to it and a post made with the keyboard alone.

const PLAYER = 'player@example.com';

test.beforeEach(async ({ request, context }) => {
  await resetBackend(request);
  await signIn(request, context, PLAYER);
});

test.describe('at 1366 px, en', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a posted idea is new; the operator’s answer shows after a reload', async ({ page, request }) => {
    await gotoReady(page, '/en/office/share-idea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share an idea');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText(/Home.*Share an idea/);
    const menu = page.getByRole('navigation', { name: 'Personal account' });
    await expect(menu.getByRole('link', { name: 'Share an idea' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Live' });
    await page.getByRole('textbox', { name: 'Title' }).fill('Cash out in live');
    await page.getByRole('textbox', { name: 'Your idea' }).fill('Let me cash out a live bet before the match ends.');
    await expect(page.getByText('49 of 2000')).toBeVisible();
    await page.getByRole('button', { name: 'Send the idea' }).click();
    await expect(page.getByText('Thank you! Your idea is sent; it is at the top of your list.')).toBeVisible();
    const idea = page.getByRole('article', { name: 'Cash out in live' });
    await expect(idea).toContainText('Live');
    await expect(idea).toContainText('State: New');

    const listed = await (await request.get(control(`/ideas/${PLAYER}`))).json();
    expect(listed.items).toHaveLength(1);
    const answered = await request.post(control(`/ideas/${listed.items[0].id}/answer`), { data: { status: 'planned', text: 'We will add it in May.' } });
    expect(answered.status()).toBe(200);

    await gotoReady(page, '/en/office/share-idea');
    await expect(idea).toContainText('State: Planned');
    await expect(idea.getByRole('region', { name: 'The operator\'s answer' })).toContainText('We will add it in May.');
  });
});

test.describe('at 375 px, ru', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('no ideas yet; an empty form’s errors next to the fields; a post by keyboard', async ({ page }) => {
    await gotoReady(page, '/ru/office/share-idea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Предложить идею');
    await expect(page.getByText('Идей пока нет. Поделитесь первой в форме выше.')).toBeVisible();
    await expect(page.getByRole('option', { name: 'Ставки' })).toBeAttached();

    await page.getByRole('button', { name: 'Отправить идею' }).click();
    const category = page.getByRole('combobox', { name: 'Категория' });
    await expect(category).toBeFocused();
    await expect(category).toHaveAccessibleDescription('Выберите категорию.');
    await expect(page.getByRole('textbox', { name: 'Заголовок' })).toHaveAccessibleDescription('В заголовке нужно не меньше 3 символов.');
    // Nothing scrolls sideways on a phone, errors shown.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await category.selectOption({ label: 'Бонусы' });
    await page.keyboard.press('Tab');
    await page.keyboard.type('Бонус на день рождения');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Дарите фрибет в день рождения игрока.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Отправить идею' })).toBeFocused();
    await page.keyboard.press('Enter');
    const idea = page.getByRole('article', { name: 'Бонус на день рождения' });
    await expect(idea).toContainText('Статус: Новая');
    await expect(idea).toContainText('Бонусы');
    await expect(page.getByText('Идей пока нет. Поделитесь первой в форме выше.')).toBeHidden();
  });
});
