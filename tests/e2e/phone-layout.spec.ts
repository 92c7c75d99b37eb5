import { expect, test, type Page } from '@playwright/test';
import { E2E } from './ports.mjs';
import { gotoReady, resetBackend, signIn } from './support';

// The phone is the first screen (docs/decisions/phone-layout.md): at 320, 375 and 414 px (and 1366)
// no page is wider than the screen, a tapped price shows the coupon, and every target a finger uses
// is at least 24 × 24 px (WCAG 2.5.8), a price 44 px tall on a phone. One load per page per width.
// With PHONE_SHOTS set to a folder, each screen at 375 px is saved there to be looked at.

const WIDTHS = [320, 375, 414, 1366];

/** Pages with prices: a price is tapped on each. */
const SPORT_PAGES = ['/ru/line', '/ru/live', '/ru/line/football/101/700003', '/ru/live/football/101/700001'];
const PUBLIC_PAGES = ['/ru/results', '/ru/results/zone', '/ru/slots', '/ru/slots/game/3001/aurora-riches', '/ru/contacts', '/ru/about', '/ru/rules/1'];
// The accounts (the hide-balance switch), the cashier (the methods' radios), the bets and the settings.
const OFFICE_PAGES = ['/ru/office/account', '/ru/office/history', '/ru/office/recharge', '/ru/office/deduce', '/ru/office/settings'];

/** How far the document runs past the screen sideways (0 when it does not). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The visible targets under 24 × 24 px, each as "tag.class "text" W×H". Not counted, as WCAG 2.5.8
 * allows: a link inside a sentence, whose size the line of text sets; and an element hidden for
 * sight only (the visually-hidden pattern), whose label is what the finger meets.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="link"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const interactive = new Set(document.querySelectorAll<HTMLElement>(selector));
    const inSentence = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      if (!block) return false;
      // The block's own words, without those of the targets in it.
      const copy = block.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(selector).forEach((node) => node.remove());
      return /\p{L}/u.test(copy.textContent ?? '');
    };
    const found: string[] = [];
    for (const element of interactive) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width >= 24 && box.height >= 24) continue;
      if (inSentence(element)) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const kind = element instanceof HTMLInputElement ? `[${element.type}]` : '';
      found.push(`${element.tagName.toLowerCase()}${kind}.${[...element.classList].join('.')} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return [...new Set(found)];
  });

/**
 * An event page's names as a player reads them: every outcome's name whole (wrapped, never cut to
 * "Тотал больш…"), the two teams of the header side by side on one row, apart.
 */
async function checkEventPage(page: Page, width: number, path: string) {
  const cut = await page.locator('.odd__name').evaluateAll((names) =>
    names.filter((name) => name.scrollWidth > name.clientWidth + 1 || getComputedStyle(name).textOverflow === 'ellipsis').map((name) => name.textContent),
  );
  expect.soft(cut, `${path} at ${width} px: names cut short`).toEqual([]);
  const teams = await page.locator('.scoreboard__teams > span:not(.scoreboard__score)').evaluateAll((spans) =>
    spans.map((span) => {
      const box = span.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
    }),
  );
  expect(teams).toHaveLength(2);
  type Box = (typeof teams)[number];
  const [first, second] = teams as [Box, Box];
  // One row: a name wrapped to two lines is centred on the other, so their spans overlap.
  expect.soft(first.top < second.bottom && second.top < first.bottom, `${path} at ${width} px: the teams on one row`).toBe(true);
  expect.soft(first.right, `${path} at ${width} px: team 1 ends before team 2 begins`).toBeLessThanOrEqual(second.left);
}

async function shoot(page: Page, width: number, path: string) {
  const folder = process.env.PHONE_SHOTS;
  if (!folder || width !== 375) return;
  // The page's top: a long line page taken whole is too small to read.
  const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), 1600);
  await page.screenshot({ path: `${folder}/${path.replace(/^\/ru\/?/, '').replace(/\//g, '_')}.png`, fullPage: true, clip: { x: 0, y: 0, width, height } });
}

/** The checks every page passes: no sideways scroll, no small target. */
async function checkPage(page: Page, width: number, path: string) {
  expect.soft(await sidewaysOverflow(page), `${path} at ${width} px runs past the screen by`).toBeLessThanOrEqual(0);
  expect.soft(await smallTargets(page), `${path} at ${width} px: targets under 24 × 24 px`).toEqual([]);
}

// Nothing here changes the backend: the seed once, for every width.
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: E2E.siteUrl });
  await resetBackend(request);
  await request.dispose();
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    // A phone as Chromium emulates one: the page's viewport meta applies, so a page wider than the
    // screen is shown zoomed out, as a player sees it.
    const phone = width < 768;
    test.use({ viewport: { width, height: phone ? 740 : 900 }, isMobile: phone, hasTouch: phone });

    test('the line, the live and an event page in each fit the screen, and a tapped price shows the coupon', async ({ page }) => {
      test.setTimeout(60_000);
      for (const path of SPORT_PAGES) {
        await gotoReady(page, path);
        await checkPage(page, width, path);
        if (/\/\d+$/.test(path)) await checkEventPage(page, width, path);
        // Found by its name: a selector by state would move on to the next price once this one is pressed.
        const name = await page.locator('button.odd[aria-pressed="false"]:not(:disabled)').first().getAttribute('aria-label');
        const price = page.getByRole('button', { name: name ?? '', exact: true });
        if (phone) expect.soft((await price.boundingBox())?.height, `${path} at ${width} px: a price's height`).toBeGreaterThanOrEqual(44);
        await price.click();
        await expect(price).toHaveAttribute('aria-pressed', 'true');
        // On a phone the coupon is a bar over the bottom navigation; on a desktop the right column.
        const coupon = phone ? page.getByRole('button', { name: /^Купон: \d+ ставк/ }) : page.getByRole('complementary', { name: 'Купон' });
        await expect(coupon, `${path} at ${width} px: the coupon after a tap`).toBeInViewport(phone ? { ratio: 1 } : {});
        expect.soft(await sidewaysOverflow(page), `${path} at ${width} px with the coupon runs past the screen by`).toBeLessThanOrEqual(0);
        await shoot(page, width, path);
        // Each page is tapped with an empty coupon: what is looked at here is the layout, not the
        // restoring of a coupon kept from the page before.
        await page.evaluate(() => window.localStorage.clear());
      }
    });

    test('the results, the casino lobby, a game and the information pages fit the screen', async ({ page }) => {
      test.setTimeout(60_000);
      for (const path of PUBLIC_PAGES) {
        await gotoReady(page, path);
        await checkPage(page, width, path);
        await shoot(page, width, path);
      }
    });

    test('the office pages fit the screen', async ({ page, request, context }) => {
      test.setTimeout(60_000);
      await signIn(request, context, 'player@example.com');
      for (const path of OFFICE_PAGES) {
        // An office screen loads its data after it hydrates: its controls are there once the network is quiet.
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await checkPage(page, width, path);
        await shoot(page, width, path);
      }
    });
  });
}
