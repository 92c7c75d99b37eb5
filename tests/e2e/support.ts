import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { E2E } from './ports.mjs';

/** The reference backend's control API, on its own port (never through the site). */
export const control = (path: string) => `${E2E.backendUrl}/__control${path}`;

export async function resetBackend(request: APIRequestContext) {
  const response = await request.post(control('/reset'));
  expect(response.status()).toBe(200);
}

export async function patchSiteConfig(request: APIRequestContext, patch: object) {
  const response = await request.patch(control('/site-config'), { data: patch });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Signs the browser context in as a seeded user without typing a password. */
export async function signIn(request: APIRequestContext, context: BrowserContext, login: string) {
  const response = await request.post(control('/session'), { data: { login } });
  expect(response.status()).toBe(200);
  const { cookies } = (await response.json()) as { cookies: { name: string; value: string }[] };
  await context.addCookies(cookies.map((c) => ({ ...c, url: E2E.siteUrl })));
  return cookies;
}
