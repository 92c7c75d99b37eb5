import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { fingerprintFailures } from '@/lib/api/fingerprint';
import { getJson } from '@/lib/api/http';
import { FINGERPRINT_RETRY_LIMIT } from '@/lib/config/auth';
import { server } from '@/tests/support/server';
import { resetClient } from './client';

const Ok = z.object({ ok: z.boolean() });
const FINGERPRINT_REQUIRED = { errors: [{ code: 'fingerprint_required', detail: 'Device check needed' }] };

/** A resource that wants the fingerprint `fp-good` in X-Device-Fingerprint; it records every header sent. */
function guardedEndpoint() {
  const sent: (string | null)[] = [];
  server.use(
    http.get('*/web-api/guarded', ({ request }) => {
      const fingerprint = request.headers.get('x-device-fingerprint');
      sent.push(fingerprint);
      return fingerprint === 'fp-good' ? HttpResponse.json({ ok: true }) : HttpResponse.json(FINGERPRINT_REQUIRED, { status: 400 });
    }),
  );
  return sent;
}

function fingerprintEndpoint(answer: () => Response) {
  const seen = { calls: 0 };
  server.use(
    http.get('*/web-api/fingerprint', () => {
      seen.calls += 1;
      return answer();
    }),
  );
  return seen;
}

const goodFingerprint = () => HttpResponse.json({ token: 'fp-good', expiresAt: Date.now() + 3_600_000, data: { v: 1 } });

beforeEach(resetClient);
afterEach(resetClient);

describe('400 with the fingerprint code (limits-coupon-auth.md §8)', () => {
  it('refreshes the fingerprint, retries with it in X-Device-Fingerprint, and keeps sending it', async () => {
    const sent = guardedEndpoint();
    const fingerprints = fingerprintEndpoint(goodFingerprint);
    await expect(getJson('/web-api/guarded', Ok)).resolves.toEqual({ ok: true });
    await expect(getJson('/web-api/guarded', Ok)).resolves.toEqual({ ok: true });
    expect(fingerprints.calls).toBe(1);
    expect(sent).toEqual([null, 'fp-good', 'fp-good']);
  });

  it('retries once only: a second fingerprint answer is the error', async () => {
    const sent = guardedEndpoint();
    fingerprintEndpoint(() => HttpResponse.json({ token: 'fp-refused', expiresAt: Date.now() + 3_600_000, data: null }));
    await expect(getJson('/web-api/guarded', Ok)).rejects.toMatchObject({ status: 400, code: 'fingerprint_required' });
    expect(sent).toEqual([null, 'fp-refused']);
  });

  it('does not send a fingerprint past its expiry', async () => {
    const sent = guardedEndpoint();
    fingerprintEndpoint(() => HttpResponse.json({ token: 'fp-good', expiresAt: Date.now() - 1, data: null }));
    await expect(getJson('/web-api/guarded', Ok)).rejects.toMatchObject({ code: 'fingerprint_required' });
    expect(sent).toEqual([null, null]);
  });

  it('logs and counts a failed fingerprint call and a bad answer, and rejects with the code', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = guardedEndpoint();
    let call = 0;
    fingerprintEndpoint(() => (++call === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ token: 42 })));
    await expect(getJson('/web-api/guarded', Ok)).rejects.toMatchObject({ code: 'fingerprint_required' });
    expect(fingerprintFailures()).toBe(1);
    await expect(getJson('/web-api/guarded', Ok)).rejects.toMatchObject({ code: 'fingerprint_required' });
    expect(fingerprintFailures()).toBe(2);
    expect(sent).toEqual([null, null]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[fingerprint]'));
  });

  it(`stops asking for a fingerprint after ${FINGERPRINT_RETRY_LIMIT} failures in a row`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    guardedEndpoint();
    const fingerprints = fingerprintEndpoint(() => HttpResponse.error());
    for (let i = 0; i < FINGERPRINT_RETRY_LIMIT + 2; i++) {
      await expect(getJson('/web-api/guarded', Ok)).rejects.toMatchObject({ code: 'fingerprint_required' });
    }
    expect(fingerprints.calls).toBe(FINGERPRINT_RETRY_LIMIT);
    expect(fingerprintFailures()).toBe(FINGERPRINT_RETRY_LIMIT);
  });

  it('starts the count again after a fingerprint call works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    guardedEndpoint();
    let call = 0;
    fingerprintEndpoint(() => (++call === 1 ? HttpResponse.error() : goodFingerprint()));
    await expect(getJson('/web-api/guarded', Ok)).rejects.toMatchObject({ code: 'fingerprint_required' });
    expect(fingerprintFailures()).toBe(1);
    await expect(getJson('/web-api/guarded', Ok)).resolves.toEqual({ ok: true });
    expect(fingerprintFailures()).toBe(0);
  });
});
