import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { postJson, requestJson } from '@/lib/api/http';
import { disconnect } from '@/lib/api/disconnect';
import { confirmTerms } from '@/lib/api/confirmTerms';
import { server } from '@/tests/support/server';
import { resetClient } from './client';

interface Seen {
  method: string;
  type: string | null;
  body: string;
}

/** Records what reaches the backend for any method on any /web-api path. */
function recorder() {
  const seen: Seen[] = [];
  server.use(
    http.all('*/web-api/*', async ({ request }) => {
      seen.push({ method: request.method, type: request.headers.get('content-type'), body: await request.text() });
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

beforeEach(resetClient);
afterEach(resetClient);

describe('every state-changing call goes as JSON (the backend refuses anything else)', () => {
  it('sends {} as application/json when a POST or DELETE has no body', async () => {
    const seen = recorder();
    await disconnect();
    await confirmTerms();
    await postJson('/web-api/user/whatever');
    await requestJson('/web-api/office/accounts/5011', { method: 'DELETE' });
    expect(seen).toEqual([
      { method: 'POST', type: 'application/json', body: '{}' },
      { method: 'POST', type: 'application/json', body: '{}' },
      { method: 'POST', type: 'application/json', body: '{}' },
      { method: 'DELETE', type: 'application/json', body: '{}' },
    ]);
  });

  it('sends a given body as JSON, and a GET with no body and no content type', async () => {
    const seen = recorder();
    await postJson('/web-api/user/account/active', { id: 5002 });
    await requestJson('/web-api/user/checksession');
    expect(seen).toEqual([
      { method: 'POST', type: 'application/json', body: '{"id":5002}' },
      { method: 'GET', type: null, body: '' },
    ]);
  });
});
