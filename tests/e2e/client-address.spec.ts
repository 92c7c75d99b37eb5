import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E } from './ports.mjs';
import { resetBackend } from './support';

// The client address and the body limit through the site's front server (scripts/serve.mjs): the client address
// the backend counts by is the site's view, not a header the client wrote; and a body over the
// site's limit is answered 413 at once, declared or streamed.
test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const LIMIT = 64 * 1024;

test('12 wrong passwords with a new X-Forwarded-For each still meet the captcha', async ({ request }) => {
  const codes: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    // A different unknown login each time: only the per-address count can bring the captcha.
    const res = await request.post('/web-api/user/auth/login', {
      data: { login: `nobody${i}@example.com`, password: 'wrong-password' },
      headers: {
        'X-Forwarded-For': `198.51.100.${i}`,
        'X-Real-IP': `192.0.2.${i}`,
        // The site's own headers, as a client might try them: dropped by the site.
        'X-Site-Client-Address': `203.0.113.${i}`,
        'X-Site-Proxy-Key': 'guessed',
      },
    });
    codes.push(((await res.json()) as { errors: { code: string }[] }).errors[0]!.code);
  }
  expect(codes).toEqual([...Array(3).fill('wrong_credentials'), ...Array(9).fill('captcha_required')]);
});

test('a 10 MB body to /web-api answers 413 with a JSON error at once', async ({ request }) => {
  const started = performance.now();
  const res = await request.post('/web-api/user/auth/login', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.alloc(10 * 1024 * 1024, 'a'),
  });
  const ms = performance.now() - started;
  test.info().annotations.push({ type: '10 MB declared body → 413', description: `${ms.toFixed(0)} ms` });
  console.log(`10 MB declared body → ${res.status()} in ${ms.toFixed(0)} ms`);
  expect(res.status()).toBe(413);
  expect(res.headers()['content-type']).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ errors: [{ code: 'payload_too_large', detail: expect.any(String) }] });
});

/** A POST whose body is sent in chunks (no Content-Length); resolves with the status and body. */
function postChunked(path: string, chunks: Buffer[]): Promise<{ status: number; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(`${E2E.siteUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
    });
    req.on('error', reject);
    // Written one after another without waiting, as a client streaming an upload would.
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

test('a streamed (chunked) body over the limit answers 413; a small one goes through', async () => {
  const over = await postChunked('/web-api/user/auth/login', Array.from({ length: 64 }, () => Buffer.alloc(LIMIT, 'a')));
  test.info().annotations.push({ type: '4 MiB chunked body → 413', description: `${over.ms.toFixed(0)} ms` });
  console.log(`4 MiB chunked body → ${over.status} in ${over.ms.toFixed(0)} ms`);
  expect(over.status).toBe(413);
  expect(JSON.parse(over.body).errors[0].code).toBe('payload_too_large');

  const body = JSON.stringify({ login: 'player@example.com', password: 'wrong-password' });
  const small = await postChunked('/web-api/user/auth/login', [Buffer.from(body.slice(0, 10)), Buffer.from(body.slice(10))]);
  expect(small.status).toBe(400);
  expect(JSON.parse(small.body).errors[0].code).toBe('wrong_credentials');
});
