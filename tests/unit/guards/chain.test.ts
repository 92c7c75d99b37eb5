import { describe, expect, it } from 'vitest';
import { runGuards } from '@/lib/guards/chain';
import { facts, SIGNED_IN, siteConfig, token } from '@/tests/support/guards';

const next = (language = 'ru') => ({ kind: 'next', language });
const notFound = (language = 'ru') => ({ kind: 'not-found', language });
const redirect = (location: string) => ({ kind: 'redirect', location });

describe('maintenance', () => {
  const on = siteConfig({ maintenance: { active: true, startsAt: null, endsAt: null } });

  it('sends every page to the maintenance page while it is on', () => {
    expect(runGuards(facts('/ru/slots', { config: on }))).toEqual(redirect('/ru/maintenance'));
  });

  it('sends home there too (the two swap)', () => {
    expect(runGuards(facts('/en', { config: on }))).toEqual(redirect('/en/maintenance'));
  });

  it('lets the maintenance page itself through', () => {
    expect(runGuards(facts('/ru/maintenance', { config: on }))).toEqual(next());
  });

  it('sends the maintenance page home when maintenance is off', () => {
    expect(runGuards(facts('/ru/maintenance'))).toEqual(redirect('/ru'));
  });

  it('keeps payment_consultant=1 and nothing else', () => {
    expect(runGuards(facts('/ru/slots?payment_consultant=1&x=2', { config: on }))).toEqual(
      redirect('/ru/maintenance?payment_consultant=1'),
    );
  });
});

describe('block reason', () => {
  it.each([
    [4, 'site-updates'],
    [16, 'suspension'],
    [1, 'block'],
    [2, 'block'],
    [3, 'block'],
    [5, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
  ])('reason %i goes to %s', (reason, page) => {
    const decision = runGuards(facts('/ru/slots', { config: siteConfig({ blockReason: reason }) }));
    expect(decision.kind).toBe('redirect');
    expect(decision.kind === 'redirect' && decision.location.split('?')[0]).toBe(`/ru/${page}`);
  });

  it('keeps the current path as a query for reason 4', () => {
    expect(runGuards(facts('/ru/line/football?x=1', { config: siteConfig({ blockReason: 4 }) }))).toEqual(
      redirect('/ru/site-updates?returnUrl=%2Fru%2Fline%2Ffootball%3Fx%3D1'),
    );
  });

  it('lets the block page of the reason through', () => {
    expect(runGuards(facts('/ru/block-ua', { config: siteConfig({ blockReason: 13 }) }))).toEqual(next());
  });

  it('moves a visitor from another block page to the right one', () => {
    expect(runGuards(facts('/ru/block', { config: siteConfig({ blockReason: 13 }) }))).toEqual(redirect('/ru/block-ua'));
  });

  it('exempts accountverify', () => {
    expect(runGuards(facts('/ru/user/accountverify', { config: siteConfig({ blockReason: 1 }) }))).toEqual(next());
  });

  it('sends a block page to the language root once the block is gone', () => {
    expect(runGuards(facts('/en/suspension'))).toEqual(redirect('/en'));
  });

  it('reads the reason for the visitor country from the geo header', () => {
    const config = siteConfig({ blockReasonByCountry: { UA: 13 } });
    expect(runGuards(facts('/ru', { config, country: 'ua' }))).toEqual(redirect('/ru/block-ua'));
    expect(runGuards(facts('/ru', { config, country: 'kz' }))).toEqual(next());
  });

  it('falls back to ru as the country without a geo header', () => {
    const config = siteConfig({ blockReasonByCountry: { ru: 8 } });
    expect(runGuards(facts('/ru', { config }))).toEqual(redirect('/ru/coming-soon'));
  });

  it('ignores a reason the table does not know', () => {
    expect(runGuards(facts('/ru/slots', { config: siteConfig({ blockReason: 99 }) }))).toEqual(next());
  });
});

describe('404 rules', () => {
  it('answers 404 for a path no route matches', () => {
    expect(runGuards(facts('/ru/no-such-page'))).toEqual(notFound());
  });

  it('answers 404 for a path holding a forbidden path from the config', () => {
    expect(runGuards(facts('/ru/slots/new', { config: siteConfig({ forbiddenPaths: ['/slots'] }) }))).toEqual(notFound());
  });

  it('answers 404 for a route whose route id is not enabled', () => {
    expect(runGuards(facts('/ru/rules/1', { config: siteConfig({ availableRouteIds: [39, 72] }) }))).toEqual(notFound());
  });

  it('answers 404 for the statistic page unless its flag is on', () => {
    expect(runGuards(facts('/ru/statistic/x', { config: siteConfig({ statisticEnabled: false }) }))).toEqual(notFound());
    expect(runGuards(facts('/ru/statistic/x'))).toEqual(next());
  });

  it('answers 404 for registration when the config disables it', () => {
    expect(runGuards(facts('/ru/registration', { config: siteConfig({ registrationEnabled: false }) }))).toEqual(notFound());
  });

  it('answers 404 for identification unless its setting is on', () => {
    const cookies = SIGNED_IN;
    expect(runGuards(facts('/ru/office/identification', { cookies, config: siteConfig({ identificationEnabled: false }) }))).toEqual(notFound());
    expect(runGuards(facts('/ru/office/identification', { cookies }))).toEqual(next());
  });

  it('answers 404 for a user page outside the user parent list', () => {
    expect(runGuards(facts('/ru/user/profile'))).toEqual(notFound());
  });

  it('answers 404 for the payment page when it is not available', () => {
    expect(runGuards(facts('/ru/payment', { config: siteConfig({ paymentPage: { available: false, authOnly: false } }) }))).toEqual(notFound());
  });

  it('answers 404 for the debugger in production only', () => {
    expect(runGuards(facts('/ru/debugger'))).toEqual(notFound());
    expect(runGuards(facts('/ru/debugger', { production: false }))).toEqual(next());
  });

  it('answers 404 for a bad print-coupon id', () => {
    expect(runGuards(facts('/ru/print-coupon/12ab'))).toEqual(notFound());
  });
});

describe('redirects of the manifest', () => {
  it.each([
    ['/ru/rules', '/ru/rules/1'],
    ['/ru/esports', '/ru/esports/real'],
    ['/ru/esports/virtual/disciplines', '/ru/esports/virtual/all'],
    ['/ru/mobile/startdownloadapp', '/ru/mobile'],
    ['/ru/user/coupon', '/ru'],
    ['/ru/tvgames/view/poker', '/ru/poker'],
    ['/ru/vulkan', '/ru/slots/vulkan'],
    ['/ru/lpage/spring', '/ru/landing-page/spring'],
    ['/ru/landing-spring', '/ru/landing-page/spring'],
    ['/ru/allgamesentrance/fortuna', '/ru/games/fortuna'],
    ['/ru/allgamesentrance', '/ru/games'],
    ['/ru/landings/derby', '/ru/promotions/derby'],
  ])('%s → %s', (from, to) => {
    expect(runGuards(facts(from))).toEqual(redirect(to));
  });

  it('sends forgotpassword home with the modal flag and the other query kept', () => {
    expect(runGuards(facts('/en/user/forgotpassword?utm=a'))).toEqual(redirect('/en?utm=a&showForgotPasswordModal=1'));
  });

  it('drops platform_type from redirects home and keeps payment_consultant', () => {
    expect(runGuards(facts('/ru/user/coupon?platform_type=mobile&payment_consultant=1'))).toEqual(redirect('/ru?payment_consultant=1'));
  });

  it('keeps platform_type on other redirects', () => {
    expect(runGuards(facts('/ru/rules?platform_type=mobile'))).toEqual(redirect('/ru/rules/1?platform_type=mobile'));
  });

  it('swaps bonus for bonus-offer when promoBonusToOffer is on', () => {
    expect(runGuards(facts('/ru/bonus/5/rules', { config: siteConfig({ promoBonusToOffer: true }) }))).toEqual(redirect('/ru/bonus-offer/5/rules'));
  });

  it('swaps bonus-offer for bonus when it is off', () => {
    expect(runGuards(facts('/ru/bonus-offer/5'))).toEqual(redirect('/ru/bonus/5'));
  });
});

describe('access', () => {
  it('sends a visitor on an auth page to user/login with the wanted page kept', () => {
    expect(runGuards(facts('/ru/office/history?page=2'))).toEqual(redirect('/ru/user/login?returnUrl=%2Fru%2Foffice%2Fhistory%3Fpage%3D2'));
  });

  it('sends the visitor home instead when route 72 is off', () => {
    expect(runGuards(facts('/ru/office/history', { config: siteConfig({ availableRouteIds: [39, 47] }) }))).toEqual(
      redirect('/ru?returnUrl=%2Fru%2Foffice%2Fhistory'),
    );
  });

  it('follows the redirect first, so the kept page is the real one', () => {
    expect(runGuards(facts('/ru/office'))).toEqual(redirect('/ru/office/account'));
  });

  it('sends a visitor on an account-app page to the authorisation page', () => {
    expect(runGuards(facts('/ru/office/recharge'))).toEqual(redirect('/ru/login?returnUrl=%2Fru%2Foffice%2Frecharge'));
  });

  it('lets a signed-in user through', () => {
    expect(runGuards(facts('/ru/office/history', { cookies: SIGNED_IN }))).toEqual(next());
  });

  it('counts an unexpired user_token as signed in', () => {
    expect(runGuards(facts('/ru/my-casino', { cookies: { user_token: token({}) } }))).toEqual(next());
  });

  it('counts an expired or garbage user_token as a visitor', () => {
    expect(runGuards(facts('/ru/my-casino', { cookies: { user_token: token({ exp: 1 }) } })).kind).toBe('redirect');
    expect(runGuards(facts('/ru/my-casino', { cookies: { user_token: '%%%not-a-token' } })).kind).toBe('redirect');
  });

  it('sends a signed-in user away from a page for visitors', () => {
    expect(runGuards(facts('/ru/user/login', { cookies: SIGNED_IN }))).toEqual(redirect('/ru/office/account'));
    expect(runGuards(facts('/ru/registration', { cookies: SIGNED_IN }))).toEqual(redirect('/ru/office/account'));
  });

  it('sends a signed-in user on login to the returnUrl it carries', () => {
    expect(runGuards(facts('/ru/user/login?returnUrl=%2Fru%2Foffice%2Fhistory', { cookies: SIGNED_IN }))).toEqual(
      redirect('/ru/office/history'),
    );
  });

  it.each(['//evil.com', '/\\evil.com', 'https:evil.com', '/%0d%0aSet-Cookie:x=1', 'javascript:alert(1)', '%2F%2Fevil.com'])(
    'refuses the hostile returnUrl %s and goes to the account',
    (hostile) => {
      const search = new URLSearchParams({ returnUrl: hostile }).toString();
      expect(runGuards(facts(`/ru/user/login?${search}`, { cookies: SIGNED_IN }))).toEqual(redirect('/ru/office/account'));
    },
  );

  it('asks for login on the payment page when it is auth-only', () => {
    expect(runGuards(facts('/ru/payment'))).toEqual(redirect('/ru/user/login?returnUrl=%2Fru%2Fpayment'));
    expect(runGuards(facts('/ru/payment', { config: siteConfig({ paymentPage: { available: true, authOnly: false } }) }))).toEqual(next());
  });
});

describe('banned users', () => {
  const banned = (ban: number, bv = 0) => ({ cookies: { ...SIGNED_IN, user_token: token({ ban, bv }) } });

  it('sends a banned user to the external ban page', () => {
    expect(runGuards(facts('/ru', banned(45)))).toEqual(redirect('https://help.betsite.example/account-restricted'));
  });

  it('uses the ban page the operator configured', () => {
    expect(runGuards(facts('/ru', banned(45)), { banPageUrl: 'https://ban.example/x' })).toEqual(redirect('https://ban.example/x'));
  });

  it('lets level 45 open the deduce page with ban version 0', () => {
    expect(runGuards(facts('/ru/office/deduce', banned(45)))).toEqual(next());
  });

  it('lets level 53 open the deduce page with ban version 1 only', () => {
    expect(runGuards(facts('/ru/office/deduce', banned(53, 1)))).toEqual(next());
    expect(runGuards(facts('/ru/office/deduce', banned(53, 0))).kind).toBe('redirect');
    expect(runGuards(facts('/ru/office/deduce', banned(45, 1))).kind).toBe('redirect');
  });
});

describe('without a site config', () => {
  it('still guards language, routes and access', () => {
    expect(runGuards(facts('/ru/slots', { config: null }))).toEqual(next());
    expect(runGuards(facts('/ru/nope', { config: null }))).toEqual(notFound());
    expect(runGuards(facts('/ru/office/history', { config: null })).kind).toBe('redirect');
  });
});
