import { describe, expect, it } from 'vitest';
import { runGuards } from '@/lib/guards/chain';
import { facts, SIGNED_IN } from '@/tests/support/guards';
import { GOOD_RETURN_URLS, HOSTILE_RETURN_URLS } from '@/tests/support/hostileReturnUrls';

// Open redirects: a signed-in visitor on a page for guests is redirected where `returnUrl` says,
// through the guard chain the middleware runs. A hostile value goes to the account instead.
const GUEST_PAGES = ['/ru/user/login', '/ru/registration', '/ru/login'];

const onGuestPage = (page: string, value: string) =>
  runGuards(facts(`${page}?${new URLSearchParams({ returnUrl: value }).toString()}`, { cookies: SIGNED_IN }));

describe.each(GUEST_PAGES)('a signed-in visitor on %s', (page) => {
  it.each(HOSTILE_RETURN_URLS.map((entry) => [entry.kind, entry.value]))('%s: %j goes to the account', (_, value) => {
    expect(onGuestPage(page, value)).toEqual({ kind: 'redirect', location: '/ru/office/account' });
  });

  it.each(GOOD_RETURN_URLS.map((entry) => [entry.value, entry.resolved]))('%j goes to %j', (value, resolved) => {
    expect(onGuestPage(page, value)).toEqual({ kind: 'redirect', location: resolved });
  });
});

describe('the open-redirect forms first reported, as written in the query', () => {
  it.each(['returnUrl=/.//evil.com/x', 'returnUrl=/%2e%2e//evil.com', 'returnUrl=/ru/../..//evil.com'])('%s', (query) => {
    for (const page of GUEST_PAGES) {
      expect(runGuards(facts(`${page}?${query}`, { cookies: SIGNED_IN })), page).toEqual({ kind: 'redirect', location: '/ru/office/account' });
    }
  });
});
