import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { ApiError, getJson, postJson, setTermsChangedHandler } from '@/lib/api/http';
import { confirmTermsTarget } from '@/lib/auth/termsRedirect';
import { server } from '@/tests/support/server';
import { resetClient } from './client';

const Ok = z.object({ ok: z.boolean() });

beforeEach(resetClient);
afterEach(() => {
  vi.unstubAllGlobals();
  resetClient();
});

describe('failures without an answer (limits-coupon-auth.md §8)', () => {
  it('maps a cancelled request to status 499', async () => {
    server.use(
      http.get('*/web-api/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({ ok: true });
      }),
    );
    const controller = new AbortController();
    const pending = getJson('/web-api/slow', Ok, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'ApiError', status: 499 });
  });

  it("maps a network failure to 'Failed to fetch'", async () => {
    server.use(http.get('*/web-api/down', () => HttpResponse.error()));
    await expect(getJson('/web-api/down', Ok)).rejects.toMatchObject({ message: 'Failed to fetch', status: 0 });
  });
});

describe('ApiError', () => {
  it("carries the server's first error code and the joined details", async () => {
    server.use(
      http.post('*/web-api/form', () =>
        HttpResponse.json(
          { errors: [{ code: 'validation', detail: 'Bad e-mail' }, { code: 'other', detail: 'Too short' }] },
          { status: 400 },
        ),
      ),
    );
    const error = await postJson('/web-api/form', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', message: 'Bad e-mail; Too short' });
  });

  it('has no code when the server gave none, and old two-argument calls still work', () => {
    expect(new ApiError('Failed to fetch', 0).code).toBeNull();
    expect(new ApiError('x', 400, 'captcha_required').code).toBe('captcha_required');
  });
});

describe('HTTP 451 with exception_code 1 (limits-coupon-auth.md §8)', () => {
  it('runs the confirm-terms handler and rejects with the 451', async () => {
    const handler = vi.fn();
    setTermsChangedHandler(handler);
    server.use(
      http.post('*/web-api/bet', () =>
        HttpResponse.json({ exception_code: 1, errors: [{ code: 'terms_changed', detail: 'Accept the new terms' }] }, { status: 451 }),
      ),
    );
    await expect(postJson('/web-api/bet', { stake: 1 })).rejects.toMatchObject({ status: 451, message: 'Accept the new terms' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('by default sends the browser to confirm-terms of the page language, keeping the page', async () => {
    const assign = vi.fn();
    const here = new URL('http://localhost:3000/en/office/history?page=2');
    vi.stubGlobal('location', { ...window.location, href: here.href, pathname: here.pathname, search: here.search, assign });
    server.use(http.get('*/web-api/user/balance', () => HttpResponse.json({ exception_code: 1, errors: [] }, { status: 451 })));
    await expect(getJson('/web-api/user/balance', Ok)).rejects.toMatchObject({ status: 451 });
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledWith(`/en/confirm-terms?returnUrl=${encodeURIComponent('/en/office/history?page=2')}`);
  });

  it('leaves a 451 without exception_code 1 alone', async () => {
    const handler = vi.fn();
    setTermsChangedHandler(handler);
    server.use(http.get('*/web-api/legal', () => HttpResponse.json({ exception_code: 2, errors: [] }, { status: 451 })));
    await expect(getJson('/web-api/legal', Ok)).rejects.toMatchObject({ status: 451 });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('the confirm-terms target of a 451', () => {
  it('is confirm-terms in the language of the page, keeping the page as returnUrl', () => {
    expect(confirmTermsTarget('/en/office/history', '?page=2')).toBe(
      `/en/confirm-terms?returnUrl=${encodeURIComponent('/en/office/history?page=2')}`,
    );
  });

  it('falls back to the default language off a language path', () => {
    // `/` is not under a language prefix, so the kept page is the language's home (docs/decisions/return-urls.md).
    expect(confirmTermsTarget('/', '')).toBe(`/ru/confirm-terms?returnUrl=${encodeURIComponent('/ru')}`);
  });

  it('is nothing on confirm-terms itself', () => {
    expect(confirmTermsTarget('/en/confirm-terms', '?returnUrl=%2Fen')).toBeNull();
  });
});
