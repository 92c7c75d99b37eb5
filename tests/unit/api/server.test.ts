// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { getJson } from '@/lib/api/http';
import { server } from '@/tests/support/server';
import { liveToken, resetClient } from './client';

const Ok = z.object({ ok: z.boolean() });

afterEach(resetClient);

function recordingEndpoint(status = 200) {
  const seen: { auth: string | null; cookie: string | null }[] = [];
  server.use(
    http.get('*/web-api/user/config', ({ request }) => {
      seen.push({ auth: request.headers.get('authorization'), cookie: request.headers.get('cookie') });
      return status === 200 ? HttpResponse.json({ ok: true }) : HttpResponse.json({ errors: [] }, { status });
    }),
  );
  return seen;
}

describe('the API client in a server component', () => {
  it('forwards the cookies and builds the bearer from the forwarded user_token', async () => {
    const token = liveToken();
    const seen = recordingEndpoint();
    await getJson('/web-api/user/config', Ok, { cookie: `ua=abc; user_token=${token}` });
    expect(seen).toEqual([{ auth: `Bearer ${token}`, cookie: `ua=abc; user_token=${token}` }]);
  });

  it('sends no bearer when the forwarded cookies hold no user_token', async () => {
    const seen = recordingEndpoint();
    await getJson('/web-api/user/config', Ok, { cookie: 'ua=abc' });
    expect(seen[0]?.auth).toBeNull();
  });

  it('takes a 401 as the answer: no refresh on a server that renders for many visitors', async () => {
    // An unexpected gettoken call would fail the test (unhandled requests are errors).
    const seen = recordingEndpoint(401);
    await expect(getJson('/web-api/user/config', Ok, { cookie: `user_token=${liveToken()}` })).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });
});
