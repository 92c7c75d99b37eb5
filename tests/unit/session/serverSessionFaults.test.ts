// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';

// A signed-in visitor's cookies, as the server component reads them.
vi.mock('next/headers', () => ({
  cookies: async () => ({
    has: (name: string) => name === 'ua',
    toString: () => 'ua=abc',
  }),
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'ru' }));

afterEach(() => {
  vi.resetModules();
});

// getServerSession is a React cache() per render; a fresh module per test is a fresh render. What
// went wrong goes to the server's log: recorded here (and checked) instead of printed.
async function session() {
  const { getServerSession } = await import('@/lib/session/serverSession');
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  return { result: await getServerSession(), logged };
}

describe('the server session when the backend cannot be asked', () => {
  it('is "unavailable", not a guest, when the backend is down', async () => {
    server.use(http.get('*/web-api/user/checksession', () => HttpResponse.error()));
    const { result, logged } = await session();
    expect(result).toMatchObject({ userId: null, unavailable: true });
    expect(logged).toHaveBeenCalledExactlyOnceWith('[session] Failed to fetch');
  });

  it('is "unavailable" on a 5xx', async () => {
    server.use(http.get('*/web-api/user/checksession', () => HttpResponse.json({ errors: [] }, { status: 502 })));
    const { result, logged } = await session();
    expect(result).toMatchObject({ userId: null, unavailable: true });
    expect(logged).toHaveBeenCalledExactlyOnceWith('[session] /web-api/user/checksession answered 502');
  });

  it('is a guest when the backend says the session is not valid (4xx)', async () => {
    server.use(http.get('*/web-api/user/checksession', () => HttpResponse.json({ errors: [] }, { status: 401 })));
    const { result, logged } = await session();
    expect(result.userId).toBeNull();
    expect(result.unavailable).toBeFalsy();
    expect(logged).toHaveBeenCalledExactlyOnceWith('[session] /web-api/user/checksession answered 401');
  });
});
