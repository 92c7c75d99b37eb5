import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { control, gotoReady, resetBackend, signIn } from './support';

// axe-core on the site's main kinds of page, as a phone and a laptop show them: no violation a
// player would be stopped by (impact serious or critical). The whole list of what was found goes
// into the failure message, one line per violation with its rule, impact and nodes. axe's rule for
// WCAG 2.5.3 (label in name: a voice user says what he sees) is still marked experimental and off
// by default; it is on here, for the prices, the language switcher and the logo.

const SERIOUS = new Set(['serious', 'critical']);

const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 1366, height: 768 },
];

/** An event page of the line, built the way the line's rows link to it. */
async function eventPage(request: APIRequestContext): Promise<string> {
  const [open] = (await (await request.get(control('/line/outcomes?section=line&limit=1'))).json()) as { gameId: number }[];
  expect(open, 'an open outcome on the line').toBeDefined();
  const game = (await (await request.get(`/web-api/line/games/${open!.gameId}?lng=ru`)).json()) as { sportSlug: string; champId: number };
  return `/ru/line/${game.sportSlug}/${game.champId}/${open!.gameId}`;
}

/** The serious and critical violations on the page as it is now, one readable line each. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) on ${violation.nodes.length} node(s): ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | '),
    );
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

for (const viewport of VIEWPORTS) {
  test(`no serious or critical axe violation at ${viewport.width} px`, async ({ page, context, request }) => {
    // Six pages and six axe runs in one browser page.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const found: string[] = [];
    const guestPages = ['/ru/line', '/ru/live', await eventPage(request), '/ru/slots', '/ru/user/login'];
    for (const path of guestPages) {
      await gotoReady(page, path);
      found.push(...(await seriousViolations(page, path)));
    }
    await signIn(request, context, 'player@example.com');
    await gotoReady(page, '/ru/office/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await seriousViolations(page, '/ru/office/account')));
    expect(found, `axe at ${viewport.width} px:\n${found.join('\n')}`).toEqual([]);
  });
}
