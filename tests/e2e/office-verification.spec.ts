import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { control, gotoReady, resetBackend, signIn } from './support';

// Verification documents (docs/documents-api.md): a passport photo uploaded on the identification
// page (ru, 375 px) waits for the operator, who approves it and the selfie through the control API;
// a withdrawal over the threshold refused with the link to verification then goes through (en,
// 1366 px). A 10 MB upload passes through the site's front server.

// A seeded player who is not identified (is_need_identification), given money for a large withdrawal.
const PLAYER = 'fresh@example.com';

interface ControlDocument {
  documentId: string;
  kind: string;
  status: string;
  size: number;
  contentType: string;
}
const documentsOf = async (request: APIRequestContext) => (await (await request.get(control(`/documents/${PLAYER}`))).json()) as ControlDocument[];

async function approveAll(request: APIRequestContext) {
  for (const document of await documentsOf(request)) {
    const decided = await request.post(control(`/documents/${document.documentId}/decide`), { data: { status: 'approved' } });
    expect(decided.status()).toBe(200);
  }
}

/** A small photo, as a phone's camera would send it (a JPEG). */
const photo = (shade: number) =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: { r: shade, g: 120, b: 160 } } }).jpeg().toBuffer();

test.beforeEach(async ({ request, context }) => {
  await resetBackend(request);
  expect((await request.patch(control(`/users/${PLAYER}`), { data: { balances: { RUB: 20000 } } })).status()).toBe(200);
  await signIn(request, context, PLAYER);
});

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('at 375 px, ru', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('uploads a passport photo on the identification page, sees it waiting; the operator approves it and the selfie', async ({ page, request }) => {
    await gotoReady(page, '/ru/office/identification');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Идентификация');
    await expect(page.getByText('0 из 3: документы не приняты')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Подробнее об упрощённой идентификации' })).toHaveAttribute('href', '/ru/simpleidentification');

    await page.getByLabel('Загрузить документ').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await photo(200) });
    const identity = page.getByRole('region', { name: 'Документ, удостоверяющий личность' });
    await expect(identity.getByText('На проверке')).toBeVisible();
    await expect(identity).toContainText('JPG');
    await expect(page.getByRole('status').filter({ hasText: 'Файл отправлен на проверку.' })).toBeVisible();
    await expect(page.getByLabel('Загрузить документ')).toHaveCount(0);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

    // A text file named like a photo is refused next to its field, in the player's words.
    const selfie = page.getByLabel('Загрузить селфи');
    await selfie.setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    await expect(page.getByText('Подходят только изображения JPG, PNG, WebP или PDF.')).toBeVisible();
    await expect(selfie).toHaveAttribute('aria-invalid', 'true');
    await selfie.setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo(90) });
    await expect(page.getByRole('region', { name: 'Селфи с документом' }).getByText('На проверке')).toBeVisible();

    expect((await documentsOf(request)).map((d) => [d.kind, d.status, d.contentType]).sort()).toEqual([
      ['identity', 'waiting', 'image/jpeg'],
      ['selfie', 'waiting', 'image/jpeg'],
    ]);
    await approveAll(request);
    await page.reload();
    await expect(page.getByText('2 из 3: идентификация пройдена')).toBeVisible();
    await expect(identity.getByText('Принят')).toBeVisible();
    await expect(page.getByText('Вывод крупных сумм доступен.')).toBeVisible();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('at 1366 px, en', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a withdrawal over the threshold is refused with the link to verification, and goes through once identity and selfie are approved', async ({ page, request }) => {
    await gotoReady(page, '/en/office/deduce');
    await page.getByRole('radio', { name: 'Fast bank transfer (SBP)' }).check();
    await page.getByLabel('Amount, RUB').fill('20000');
    await page.getByLabel('Phone number').fill('+79001234567');
    await page.getByRole('button', { name: 'Request a payout' }).click();
    await expect(page.getByText('Withdrawals over RUB 15,000.00 need identification.')).toBeVisible();
    await page.getByRole('link', { name: 'Get identified' }).click();
    await expect(page).toHaveURL(/\/en\/office\/verification$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification');

    // The passport photo and the selfie through the site, as the page sends them; the selfie a
    // file of the full 10 MB (a PDF), which the site's front server passes on to the backend.
    await page.getByLabel('Upload the document').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await photo(180) });
    await expect(page.getByRole('region', { name: 'Identity document' }).getByText('Being checked')).toBeVisible();
    const big = Buffer.alloc(10 * 1024 * 1024, 0x20);
    big.write('%PDF-1.4\n');
    await page.getByLabel('Upload the selfie').setInputFiles({ name: 'selfie.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(page.getByRole('region', { name: 'Selfie with the document' }).getByText('Being checked')).toBeVisible();
    expect((await documentsOf(request)).find((d) => d.kind === 'selfie')).toMatchObject({ size: 10 * 1024 * 1024, contentType: 'application/pdf' });
    await approveAll(request);

    await gotoReady(page, '/en/office/deduce');
    await page.getByRole('radio', { name: 'Fast bank transfer (SBP)' }).check();
    await page.getByLabel('Amount, RUB').fill('20000');
    await page.getByLabel('Phone number').fill('+79001234567');
    await page.getByRole('button', { name: 'Request a payout' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your request to withdraw RUB 20,000.00 is accepted' })).toBeVisible();
    const payments = (await (await request.get(control(`/payments/${PLAYER}`))).json()) as { kind: string; status: string; amount: number }[];
    expect(payments.map((p) => [p.kind, p.status, p.amount])).toEqual([['withdrawal', 'pending', 20000]]);
  });
});
