import { expect, test, type APIResponse } from '@playwright/test';
import { E2E } from './ports.mjs';

// The session cookies as a production backend sets them (NODE_ENV=production): ua HttpOnly and
// Secure, user_token Secure and readable by script, both with an explicit SameSite.

const cookieLine = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
    .find((value) => value.startsWith(`${name}=`)) ?? '';

test('a production sign-in sets ua HttpOnly, Secure, SameSite=Lax and user_token Secure, SameSite=Lax', async ({ request }) => {
  await request.post(`${E2E.productionBackendUrl}/__control/reset`);
  const response = await request.post(`${E2E.productionBackendUrl}/web-api/user/auth/login`, {
    data: { login: 'player@example.com', password: 'Player123!', save: true },
  });
  expect(response.status()).toBe(200);
  const ua = cookieLine(response, 'ua');
  expect(ua).toMatch(/; HttpOnly/);
  expect(ua).toMatch(/; Secure/);
  expect(ua).toMatch(/; SameSite=Lax/);
  expect(ua).toMatch(/; Path=\//);
  const token = cookieLine(response, 'user_token');
  expect(token).toMatch(/; Secure/);
  expect(token).toMatch(/; SameSite=Lax/);
  expect(token).not.toMatch(/HttpOnly/);
  expect(token).toMatch(/; Max-Age=\d+/);
});
