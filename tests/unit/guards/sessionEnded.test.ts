import { describe, expect, it } from 'vitest';
import { afterSessionEnded } from '@/lib/guards/sessionEnded';
import { facts, SIGNED_IN, siteConfig } from '@/tests/support/guards';

/** The request's facts but its address: a signed-in visitor's cookies, the seed config unless told otherwise. */
const base = (over: Parameters<typeof facts>[1] = {}) => {
  const { cookies, config, production, now, country } = facts('/', { cookies: { ...SIGNED_IN, lng: 'ru' }, ...over });
  return { cookies, config, production, now, country };
};

describe('where a visitor goes once his dead session is cleared', () => {
  it('a page that needs login: the login page, the page kept as returnUrl', () => {
    expect(afterSessionEnded('/ru/office/history?x=1', base())).toBe('/ru/user/login?returnUrl=%2Fru%2Foffice%2Fhistory%3Fx%3D1');
  });

  it('an account-app page: the authorisation page, as for any guest', () => {
    expect(afterSessionEnded('/en/office/recharge', base())).toBe('/en/login?returnUrl=%2Fen%2Foffice%2Frecharge');
  });

  it('without the login route (72): home, as for any guest', () => {
    expect(afterSessionEnded('/ru/office/history', base({ config: siteConfig({ availableRouteIds: [] }) }))).toBe('/ru?returnUrl=%2Fru%2Foffice%2Fhistory');
  });

  it('a page a guest may see: the page itself', () => {
    expect(afterSessionEnded('/ru/line', base())).toBe('/ru/line');
  });

  it.each(['https://evil.example/ru/office', '//evil.example', '/.//evil.example', null])('a return URL %s that is no page of this site: the language root', (raw) => {
    expect(afterSessionEnded(raw, base())).toBe('/ru');
  });
});
