import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { ApiError, requestJson, setCaptchaHandler } from '@/lib/api/http';
import { server } from '@/tests/support/server';
import { resetClient } from './client';

const LoginAnswer = z.object({ user_id: z.number() });
const CAPTCHA_REQUIRED = { errors: [{ code: 'captcha_required', detail: 'Solve the captcha' }] };

/** A login that wants a captcha until the body carries `captcha: 'solved'`; it records every body. */
function loginEndpoint() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/web-api/user/auth/login', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return body.captcha === 'solved'
        ? HttpResponse.json({ user_id: 1001 })
        : HttpResponse.json(CAPTCHA_REQUIRED, { status: 400 });
    }),
  );
  return bodies;
}

const login = () =>
  requestJson('/web-api/user/auth/login', { method: 'POST', body: { login: 'player', password: 'x' }, schema: LoginAnswer });

beforeEach(resetClient);
afterEach(resetClient);

describe('400 with the captcha code (limits-coupon-auth.md §5, §8)', () => {
  it('shows the captcha step, then retries the request once with the captcha token in the body', async () => {
    const bodies = loginEndpoint();
    const handler = vi.fn(async () => 'solved');
    setCaptchaHandler(handler);
    await expect(login()).resolves.toEqual({ user_id: 1001 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/web-api/user/auth/login', error: expect.objectContaining({ code: 'captcha_required' }) }),
    );
    expect(bodies).toEqual([
      { login: 'player', password: 'x' },
      { login: 'player', password: 'x', captcha: 'solved' },
    ]);
  });

  it('rejects with the captcha code when the player cancels the step', async () => {
    const bodies = loginEndpoint();
    setCaptchaHandler(() => Promise.reject(new Error('cancelled')));
    const error = await login().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'captcha_required', message: 'Solve the captcha' });
    expect(bodies).toHaveLength(1);
  });

  it('rejects with the captcha code when no captcha step is registered, so the caller can show it', async () => {
    const bodies = loginEndpoint();
    await expect(login()).rejects.toMatchObject({ status: 400, code: 'captcha_required' });
    expect(bodies).toHaveLength(1);
  });

  it('retries once only: a second captcha answer is the error', async () => {
    const bodies = loginEndpoint();
    const handler = vi.fn(async () => 'wrong');
    setCaptchaHandler(handler);
    await expect(login()).rejects.toMatchObject({ code: 'captcha_required' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(bodies).toHaveLength(2);
  });

  it('stops using a handler once it is taken away', async () => {
    loginEndpoint();
    const handler = vi.fn(async () => 'solved');
    const unregister = setCaptchaHandler(handler);
    unregister();
    await expect(login()).rejects.toMatchObject({ code: 'captcha_required' });
    expect(handler).not.toHaveBeenCalled();
  });
});
