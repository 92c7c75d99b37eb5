import { expect, test, type APIRequestContext } from '@playwright/test';
import { control, patchSiteConfig, resetBackend, signIn } from './support';

// The guard rules over HTTP, with the control API switching the site config. The site caches the
// config for under 5 s, so each case polls until the new rule is in force.

const noRedirect = { maxRedirects: 0 } as const;

async function outcome(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { ...noRedirect, headers });
  const location = response.headers()['location'];
  return `${response.status()} ${location ? location.replace(/^https?:\/\/[^/]+/, '') : ''}`.trim();
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test.describe('maintenance', () => {
  test('sends pages to maintenance while on, and the page home once off', async ({ page, request }) => {
    await patchSiteConfig(request, { maintenance: { active: true } });
    await expect.poll(() => outcome(request, '/ru/slots')).toBe('307 /ru/maintenance');
    expect(await outcome(request, '/ru')).toBe('307 /ru/maintenance');
    await page.goto('/en/line');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance underway!');
    await patchSiteConfig(request, { maintenance: { active: false } });
    await expect.poll(() => outcome(request, '/ru/maintenance')).toBe('307 /ru');
  });
});

test.describe('block reasons', () => {
  test('a site-wide reason sends every page to its block page, accountverify excepted', async ({ page, request }) => {
    await patchSiteConfig(request, { blockReason: 13 });
    await expect.poll(() => outcome(request, '/ru/slots')).toBe('307 /ru/block-ua');
    expect(await outcome(request, '/ru/user/accountverify')).toBe('200');
    await page.goto('/en');
    await expect(page).toHaveURL(/\/en\/block-ua$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access restricted');
  });

  test('reason 4 keeps the page the visitor was on', async ({ request }) => {
    await patchSiteConfig(request, { blockReason: 4 });
    await expect.poll(() => outcome(request, '/ru/live?x=1')).toBe('307 /ru/site-updates?returnUrl=%2Fru%2Flive%3Fx%3D1');
  });

  test('a country reason follows the CDN geo header, with ru when there is none', async ({ request }) => {
    await patchSiteConfig(request, { blockReasonByCountry: { UA: 16, RU: 8 } });
    await expect.poll(() => outcome(request, '/ru', { 'CF-IPCountry': 'UA' })).toBe('307 /ru/suspension');
    expect(await outcome(request, '/ru', { 'CF-IPCountry': 'KZ' })).toBe('200');
    expect(await outcome(request, '/ru')).toBe('307 /ru/coming-soon');
  });

  test('block pages send visitors to the language root once the block is gone', async ({ request }) => {
    expect(await outcome(request, '/en/block')).toBe('307 /en');
  });
});

test.describe('404 rules from the config', () => {
  test('route ids, flags and forbidden paths', async ({ request }) => {
    await patchSiteConfig(request, {
      availableRouteIds: [39],
      statisticEnabled: false,
      registrationEnabled: false,
      forbiddenPaths: ['/casino'],
    });
    await expect.poll(() => outcome(request, '/ru/rules/1')).toBe('404');
    expect(await outcome(request, '/ru/statistic/football')).toBe('404');
    expect(await outcome(request, '/ru/registration')).toBe('404');
    expect(await outcome(request, '/ru/casino/game/1/x')).toBe('404');
    // Without route 72 a visitor who needs login goes home, the wanted page kept.
    expect(await outcome(request, '/ru/office/history')).toBe('307 /ru?returnUrl=%2Fru%2Foffice%2Fhistory');
  });

  test('identification exists only while its setting is on', async ({ request, context }) => {
    const cookies = await signIn(request, context, 'player@example.com');
    const Cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(await outcome(request, '/ru/office/identification', { Cookie })).toBe('200');
    await patchSiteConfig(request, { identificationEnabled: false });
    await expect.poll(() => outcome(request, '/ru/office/identification', { Cookie })).toBe('404');
  });

  test('bonus pages follow promoBonusToOffer', async ({ request }) => {
    expect(await outcome(request, '/ru/bonus-offer/5/rules')).toBe('307 /ru/bonus/5/rules');
    await patchSiteConfig(request, { promoBonusToOffer: true });
    await expect.poll(() => outcome(request, '/ru/bonus/5/rules')).toBe('307 /ru/bonus-offer/5/rules');
  });
});

test.describe('banned players', () => {
  test('go to the external ban page, except on the deduce page their level allows', async ({ request, context }) => {
    await request.patch(control('/users/player@example.com'), { data: { banLevel: 45, banVersion: 0 } });
    const cookies = await signIn(request, context, 'player@example.com');
    const Cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const ban = await request.get('/ru', { ...noRedirect, headers: { Cookie } });
    expect(ban.status()).toBe(307);
    expect(ban.headers()['location']).toBe('https://help.betsite.example/account-restricted');
    expect(await outcome(request, '/ru/office/deduce', { Cookie })).toBe('200');
  });
});

test.describe('bad input', () => {
  test('bypass headers do not skip the guards', async ({ request }) => {
    const bypasses: Record<string, string>[] = [
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      { 'x-middleware-subrequest': 'src/middleware:middleware' },
      { 'x-nextjs-data': '1' },
      { RSC: '1' },
      { 'Next-Router-Prefetch': '1', RSC: '1' },
    ];
    for (const headers of bypasses) {
      expect(await outcome(request, '/ru/office/account', headers), JSON.stringify(headers)).toBe(
        '307 /ru/user/login?returnUrl=%2Fru%2Foffice%2Faccount',
      );
    }
  });

  test('trailing slashes, encoded slashes and mixed case never reach a protected page', async ({ request }) => {
    expect(await outcome(request, '/ru/office/account/')).toBe('308 /ru/office/account');
    expect(await outcome(request, '/ru/office%2Faccount')).toBe('404');
    expect(await outcome(request, '/ru/Office/account')).toBe('404');
    expect(await outcome(request, '/ru/OFFICE/ACCOUNT')).toBe('404');
    expect(await outcome(request, '/RU/office/account', { 'Accept-Language': 'ru' })).toBe('307 /ru/RU/office/account');
  });

  test('garbage cookies give a guest, never a 500', async ({ request }) => {
    expect(await outcome(request, '/', { Cookie: 'lng=xx', 'Accept-Language': '' })).toBe('307 /ru');
    expect(await outcome(request, '/ru/office/account', { Cookie: 'user_token=%%%garbage.x' })).toBe(
      '307 /ru/user/login?returnUrl=%2Fru%2Foffice%2Faccount',
    );
    expect(await outcome(request, '/ru', { Cookie: `user_token=${'A'.repeat(5000)}` })).toBe('200');
    expect(await outcome(request, '/ru', { Cookie: 'ua=; user_token=' })).toBe('200');
  });

  test('hostile returnUrl values fall back to the account page', async ({ request, context }) => {
    const cookies = await signIn(request, context, 'player@example.com');
    const Cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const hostile of ['//evil.com', '/\\evil.com', 'https:evil.com', '/%09/evil.com', '/%0D%0ALocation:x', 'javascript:alert(1)']) {
      const url = `/ru/user/login?returnUrl=${encodeURIComponent(hostile)}`;
      expect(await outcome(request, url, { Cookie }), hostile).toBe('307 /ru/office/account');
    }
    expect(await outcome(request, '/ru/user/login?returnUrl=%2Fen%2Flive', { Cookie })).toBe('307 /en/live');
  });
});

test.describe('referral cookies', () => {
  test('are set from the landing query, on redirects too, with their lifetimes', async ({ request }) => {
    const response = await request.get('/casino?ref=partner7&btag=a_12b_34c_&subid=s9', {
      ...noRedirect,
      headers: { 'Accept-Language': '' },
    });
    expect(response.status()).toBe(307);
    const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
    expect(cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^refererid=partner7; Path=\/; Max-Age=5184000; SameSite=Lax; HttpOnly/),
        expect.stringMatching(/^reflinkid=a_12b_34c_; Path=\/; Max-Age=5184000; SameSite=Lax; HttpOnly/),
        expect.stringMatching(/^subid=s9; Path=\/; Max-Age=5184000; SameSite=Lax; HttpOnly/),
        expect.stringMatching(/^postback_watcher=1; Path=\/; Max-Age=4; SameSite=Lax; HttpOnly/),
      ]),
    );
  });

  test('hostile values never add an attribute or a second cookie', async ({ request }) => {
    const query = new URLSearchParams({ ref: 'x; Domain=evil.com', subid: 'a\r\nSet-Cookie: y=z', btag: 'ok_1' });
    const response = await request.get(`/ru?${query}`, noRedirect);
    expect(response.status()).toBe(200);
    const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
    expect(cookies.some((c) => /evil|y=z/i.test(c))).toBe(false);
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['postback_watcher', 'reflinkid']);
  });
});
