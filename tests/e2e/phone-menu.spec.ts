import { expect, test, type Locator, type Page } from '@playwright/test';
import { INFO_PAGES } from '@/lib/routes/manifest';
import { href } from '@/lib/routes/href';
import { OFFICE_PAGES } from '@/components/office/officePages';
import { resetBackend, signIn, gotoReady } from './support';

// The phone as the first screen (docs/decisions/phone-menu.md, office-screens.md): the phone menu
// reaches every section, the casino's header and bottom bar follow the main layout's, the office
// menu lists every office page by group, and every target is big enough (WCAG 2.5.8).

// With PHONE_SHOTS set to a folder, the screens looked at are saved there (never in a fixed path:
// shards run at once).
const SHOTS = process.env.PHONE_SHOTS;
async function shot(target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> }, name: string, fullPage = false) {
  if (SHOTS) await target.screenshot({ path: `${SHOTS}/${name}`, ...(fullPage ? { fullPage } : {}) });
}
const PLAYER = 'player@example.com';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Быстрая навигация' });
const drawer = (page: Page) => page.locator('#left-menu');
const sections = (page: Page) => drawer(page).getByRole('navigation', { name: 'Разделы сайта' });

/** Opens a group of the phone menu and gives its links. */
async function group(page: Page, title: string): Promise<Locator> {
  const details = sections(page).locator('details').filter({ has: page.getByText(title, { exact: true }) });
  // The drawer stays across pages, and so does a group opened before.
  if (!(await details.evaluate((node) => (node as HTMLDetailsElement).open))) await details.locator('summary').click();
  return details.getByRole('link');
}

async function hrefsOf(links: Locator): Promise<string[]> {
  return links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
}

/** Every visible interactive element under `root` is at least `min` px both ways. */
async function smallTargets(root: Locator, min: number): Promise<string[]> {
  return root.evaluate((node, size) => {
    const items = node.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, [role="button"]');
    return Array.from(items)
      .filter((item) => item.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((item) => ({ item, box: item.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < size || box.height < size))
      .map(({ item, box }) => `${item.textContent?.trim() || item.getAttribute('aria-label')}: ${Math.round(box.width)}×${Math.round(box.height)}`);
  }, min);
}

/** Pairs of visible controls in the header whose boxes overlap. */
async function overlaps(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((banner) => {
    const items = Array.from(banner.querySelectorAll<HTMLElement>('a[href], button, summary, [aria-label="Баланс"]'))
      .filter((item) => item.checkVisibility({ visibilityProperty: true }) && !item.classList.contains('skip-link'))
      .map((item) => ({ item, box: item.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0);
    const found: string[] = [];
    items.forEach((a, i) =>
      items.slice(i + 1).forEach((b) => {
        if (a.item.contains(b.item) || b.item.contains(a.item)) return;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 0.5 && y > 0.5) found.push(`${a.item.textContent?.trim() || a.item.getAttribute('aria-label')} × ${b.item.textContent?.trim() || b.item.getAttribute('aria-label')}`);
      }),
    );
    return found;
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the menu opens by keyboard, takes focus, and Escape gives it back to the menu button', async ({ page }) => {
    await gotoReady(page, '/ru/contacts');
    const menuButton = bottomNav(page).getByRole('button', { name: 'Меню', exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sections(page)).toBeInViewport();
    await expect.poll(() => page.evaluate(() => document.getElementById('left-menu')?.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    // Closed, it is hidden, not only moved off screen: its controls are no tab stops.
    await expect(sections(page).locator('summary').first()).toBeHidden();
  });

  test('a visitor’s menu reaches results, toto, promotions, the casino’s sections and the information pages', async ({ page }) => {
    await gotoReady(page, '/ru/contacts');
    await bottomNav(page).getByRole('button', { name: 'Меню', exact: true }).tap();
    await expect(sections(page)).toBeInViewport();
    await shot(page, `menu-visitor.png`);
    // No office for a visitor.
    await expect(sections(page).getByText('Личный кабинет', { exact: true })).toHaveCount(0);

    const sport = await group(page, 'Спорт');
    expect(await hrefsOf(sport)).toEqual(expect.arrayContaining(['/ru/line', '/ru/live', '/ru/results', '/ru/toto', '/ru/lotto', '/ru/multi']));
    const casino = await group(page, 'Казино');
    expect(await hrefsOf(casino)).toEqual(expect.arrayContaining(['/ru/casino-lobby', '/ru/slots', '/ru/casino', '/ru/poker', '/ru/providers']));
    // My casino needs a session.
    expect(await hrefsOf(casino)).not.toContain('/ru/my-casino');
    const help = await group(page, 'Помощь и информация');
    expect(await hrefsOf(help)).toEqual(expect.arrayContaining(INFO_PAGES.map((slug) => href('ru', 'info', { page: slug }))));
    await shot(page, `menu-visitor-open.png`);
    expect(await smallTargets(drawer(page), 24)).toEqual([]);
    expect(await smallTargets(sections(page), 44)).toEqual([]);

    await sport.filter({ hasText: 'Результаты' }).first().tap();
    await expect(page).toHaveURL(/\/ru\/results$/);
    await expect(sections(page)).not.toBeInViewport();

    for (const [title, name, path] of [
      ['Спорт', 'Тото', /\/ru\/toto$/],
      ['Акции и бонусы', 'Акции', /\/ru\/promotions$/],
      ['Помощь и информация', 'О компании', /\/ru\/about$/],
      ['Казино', 'Live-казино', /\/ru\/casino$/],
    ] as const) {
      await bottomNav(page).getByRole('button', { name: 'Меню', exact: true }).tap();
      const links = await group(page, title);
      await links.getByText(name, { exact: true }).tap();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });

  test('a player’s menu reaches his office and support', async ({ page, request, context }) => {
    await signIn(request, context, PLAYER);
    await gotoReady(page, '/ru');
    await bottomNav(page).getByRole('button', { name: 'Меню', exact: true }).tap();
    const office = await group(page, 'Личный кабинет');
    // Every office page the office menu has (identification's setting is on in the seed).
    expect((await hrefsOf(office)).sort()).toEqual(OFFICE_PAGES.map((route) => href('ru', route.name as 'officeAccount')).sort());
    await shot(page, `menu-player-office.png`);
    await office.getByText('История ставок', { exact: true }).tap();
    await expect(page).toHaveURL(/\/ru\/office\/history$/);
    await bottomNav(page).getByRole('button', { name: 'Меню', exact: true }).tap();
    const help = await group(page, 'Помощь и информация');
    await help.getByText('Служба поддержки', { exact: true }).tap();
    await expect(page).toHaveURL(/\/ru\/office\/support$/);
  });

  test('the office menu lists every office page by group, folded behind a button that says so', async ({ page, request, context }) => {
    await signIn(request, context, PLAYER);
    await gotoReady(page, '/ru/office/account');
    const nav = page.getByRole('navigation', { name: 'Личный кабинет' });
    const toggle = nav.getByRole('button', { name: /Все разделы кабинета/ });
    await expect(toggle).toContainText('Личный кабинет');
    await shot(page, `office-folded.png`);
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const title of ['Аккаунт', 'Деньги', 'Ставки', 'Бонусы', 'Безопасность и верификация', 'Помощь']) {
      await expect(nav.getByRole('list', { name: title }).getByRole('link').first()).toBeVisible();
    }
    expect((await hrefsOf(nav.getByRole('link'))).sort()).toEqual(OFFICE_PAGES.map((route) => href('ru', route.name as 'officeAccount')).sort());
    await expect(nav.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('aria-current', 'page');
    await shot(page, `office-open.png`, true);
    expect(await smallTargets(nav, 24)).toEqual([]);
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await nav.getByRole('link', { name: 'Вывод средств' }).tap();
    await expect(page).toHaveURL(/\/ru\/office\/deduce$/);
  });

  test('the main and casino headers and bottom bars: targets of 24 px, main actions of 44', async ({ page, request, context }) => {
    await signIn(request, context, PLAYER);
    for (const path of ['/ru', '/ru/slots']) {
      await gotoReady(page, path);
      expect(await smallTargets(page.getByRole('banner'), 24), path).toEqual([]);
      expect(await smallTargets(bottomNav(page), 44), path).toEqual([]);
      const burger = (await page.getByRole('banner').getByRole('button', { name: 'Открыть меню' }).boundingBox())!;
      expect(Math.min(burger.width, burger.height), path).toBeGreaterThanOrEqual(44);
    }
  });
});

for (const width of [320, 375]) {
  test.describe(`the casino at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true });

    test('a player’s header has no overlapping controls, and its bottom bar opens the menu with the tools', async ({ page, request, context }) => {
      await signIn(request, context, PLAYER);
      await gotoReady(page, '/ru/casino-lobby');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Лобби казино' })).toBeVisible();
      await shot(page, `casino-player-${width}.png`);
      expect(await overlaps(page)).toEqual([]);
      // The header's row fits the screen: nothing pushed past its right edge.
      const widths = await banner.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);

      await bottomNav(page).getByRole('button', { name: 'Меню', exact: true }).tap();
      await expect(drawer(page).getByRole('button', { name: 'Выйти' })).toBeInViewport();
      await expect(drawer(page).getByLabel('Настройки сайта')).toBeInViewport();
      await expect(sections(page)).toBeInViewport();
      await shot(page, `casino-menu-${width}.png`);
      expect(await smallTargets(drawer(page), 24)).toEqual([]);
    });

    test('a visitor’s header has no overlapping controls', async ({ page }) => {
      await gotoReady(page, '/ru/slots');
      await shot(page, `casino-visitor-${width}.png`);
      expect(await overlaps(page)).toEqual([]);
      await page.getByRole('banner').getByRole('button', { name: 'Открыть меню' }).tap();
      await expect(sections(page)).toBeInViewport();
    });
  });
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the office menu shows every page, none cut', async ({ page, request, context }) => {
    await signIn(request, context, PLAYER);
    await gotoReady(page, '/ru/office/history');
    const nav = page.getByRole('navigation', { name: 'Личный кабинет' });
    await expect(nav.getByRole('button', { name: /Все разделы кабинета/ })).toBeHidden();
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(OFFICE_PAGES.length);
    await shot(nav, `office-1366.png`);
    const cut = await nav.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return Array.from(node.querySelectorAll('a'))
        .filter((link) => {
          const own = link.getBoundingClientRect();
          return !link.checkVisibility() || link.scrollWidth > link.clientWidth || own.right > box.right + 0.5 || own.left < box.left - 0.5;
        })
        .map((link) => link.textContent);
    });
    expect(cut).toEqual([]);
    expect(await nav.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    // The phone menu's sections are the phone's: the left column stays the sports.
    await expect(sections(page)).toBeHidden();
  });
});
