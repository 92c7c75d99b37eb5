// @vitest-environment node
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { filesRootOf } from '../../../backend/src/files/root';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../backend/src/files/store';
import { codeOf, documentsBackend, image, PDF_BYTES } from './documentsHelpers';

/** Verification documents over HTTP (docs/documents-api.md): upload, list, the player's file, delete, decide, the level. */
describe('POST /web-api/documents', () => {
  it('takes a PNG named .pdf as a PNG and refuses a text file named .jpg (400 file_type)', async () => {
    const backend = await documentsBackend();
    const png = await backend.upload('identity', await image('png'), 'passport.pdf');
    expect(png.status).toBe(201);
    expect(png.json).toMatchObject({ kind: 'identity', status: 'waiting', contentType: 'image/png', reason: null, documentId: expect.stringMatching(/^doc_[0-9a-f]{16}$/) });
    const text = await backend.upload('selfie', Buffer.from('hello, I am not a photo'), 'selfie.jpg');
    expect(text.status).toBe(400);
    expect(codeOf(text)).toBe('file_type');
    expect((await backend.controlList()).json).toEqual([{ documentId: png.json.documentId, kind: 'identity', status: 'waiting', size: png.json.size, contentType: 'image/png' }]);
  });

  it('refuses a file of 10 MB + 1 byte with 413 file_too_large, through the request guard', async () => {
    const backend = await documentsBackend();
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    PDF_BYTES.copy(big);
    const over = await backend.upload('address', big, 'bill.pdf');
    expect(over.status).toBe(413);
    expect(codeOf(over)).toBe('file_too_large');
    const exact = await backend.upload('address', big.subarray(0, MAX_UPLOAD_BYTES), 'bill.pdf');
    expect(exact.status).toBe(201);
    expect(exact.json).toMatchObject({ contentType: 'application/pdf', size: MAX_UPLOAD_BYTES });
  });

  it('is multipart only and same-origin only; a guest gets 401', async () => {
    const backend = await documentsBackend();
    const json = await backend.call('POST', '/web-api/documents', { body: { kind: 'identity' }, headers: { cookie: backend.cookie } });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.set('kind', 'identity');
    form.set('file', new Blob([new Uint8Array(await image('jpeg'))]), 'a.jpg');
    const crossSite = await backend.app.request('/web-api/documents', { method: 'POST', body: form, headers: { cookie: backend.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await backend.upload('identity', await image('jpeg'), 'a.jpg', { cookie: 'ua=nobody' })).status).toBe(401);
    expect((await backend.upload('passport', await image('jpeg'))).status).toBe(400);
    expect((await backend.controlList()).json).toEqual([]);
  });

  it('stores the image without its EXIF: the file served back has none', async () => {
    const backend = await documentsBackend();
    const sent = await backend.upload('identity', await image('jpeg', { exif: true }));
    const res = await backend.file(sent.json.documentId);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
  });
});

describe('the player’s documents', () => {
  it('serves his file to him only, inline, nosniff, private no-store; another player gets 404', async () => {
    const backend = await documentsBackend();
    const sent = await backend.upload('identity', await image('webp'));
    const res = await backend.file(sent.json.documentId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-disposition')).toMatch(/^inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const other = await backend.signIn('player@example.com');
    expect((await backend.file(sent.json.documentId, `ua=${other.ua}`)).status).toBe(404);
    expect((await backend.remove(sent.json.documentId, `ua=${other.ua}`)).status).toBe(404);
    expect((await backend.file(sent.json.documentId, 'ua=nobody')).status).toBe(401);
  });

  it('lists kind, type, size, time, state and reason; a waiting one may be deleted, a decided one not', async () => {
    const backend = await documentsBackend();
    const sent = await backend.upload('identity', await image('jpeg'));
    expect((await backend.upload('identity', await image('jpeg'))).status).toBe(409);
    const page = (await backend.list()).json;
    expect(page).toMatchObject({ level: 0, maxLevel: 3, nextKind: 'identity', identified: false, identifiedLevel: 2 });
    expect(page.documents).toEqual([
      { documentId: sent.json.documentId, kind: 'identity', status: 'waiting', contentType: 'image/jpeg', size: sent.json.size, uploadedAt: expect.any(String), decidedAt: null, reason: null },
    ]);
    expect((await backend.remove(sent.json.documentId)).json.documents).toEqual([]);
    const again = await backend.upload('identity', await image('jpeg'));
    await backend.decide(again.json.documentId, { status: 'approved' });
    const refused = await backend.remove(again.json.documentId);
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe('document_not_waiting');
  });
});

describe('POST /__control/documents/{documentId}/decide and the level', () => {
  it('a rejection needs a reason the player reads; he may send a new one; unknown 404, decided 409', async () => {
    const backend = await documentsBackend();
    const sent = await backend.upload('identity', await image('jpeg'));
    const noReason = await backend.decide(sent.json.documentId, { status: 'rejected' });
    expect(noReason.status).toBe(400);
    const rejected = await backend.decide(sent.json.documentId, { status: 'rejected', reason: 'The photo is blurred' });
    expect(rejected.json).toEqual({ documentId: sent.json.documentId, kind: 'identity', status: 'rejected', size: sent.json.size, contentType: 'image/jpeg' });
    expect((await backend.list()).json.documents[0]).toMatchObject({ status: 'rejected', reason: 'The photo is blurred', decidedAt: expect.any(String) });
    expect(await backend.userConfig()).toMatchObject({ verification_status: 3, requested_additional_document: true, is_need_identification: true });
    expect((await backend.decide(sent.json.documentId, { status: 'approved' })).status).toBe(409);
    expect((await backend.decide('doc_0000000000000000', { status: 'approved' })).status).toBe(404);
    expect((await backend.upload('identity', await image('jpeg'))).status).toBe(201);
  });

  it('levels 0 → 1 → 2 → 3; identity and selfie approved make the player identified in the user config', async () => {
    const backend = await documentsBackend();
    const ids: Record<string, string> = {};
    for (const kind of ['identity', 'selfie', 'address']) ids[kind] = (await backend.upload(kind, await image('jpeg'))).json.documentId;
    expect(await backend.userConfig()).toMatchObject({ verification_status: 1, verification_types: [], is_need_identification: true });
    await backend.decide(ids.identity!, { status: 'approved' });
    expect((await backend.list()).json).toMatchObject({ level: 1, nextKind: 'selfie', identified: false });
    // The selfie before the identity would not count: levels go in order.
    await backend.decide(ids.selfie!, { status: 'approved' });
    expect((await backend.list()).json).toMatchObject({ level: 2, nextKind: 'address', identified: true });
    expect(await backend.userConfig()).toMatchObject({
      is_need_identification: false,
      verification_status: 2,
      verification_types: [1, 2],
      show_verification_modal_on_deposit_page: false,
    });
    await backend.decide(ids.address!, { status: 'approved' });
    expect((await backend.list()).json).toMatchObject({ level: 3, nextKind: null });
    expect((await backend.userConfig()).verification_types).toEqual([1, 2, 3]);
  });

  it('GET /__control/documents/{login}: 404 for an unknown login', async () => {
    const backend = await documentsBackend();
    expect((await backend.controlList('nobody@example.com')).status).toBe(404);
  });
});

describe('the withdrawal over the threshold', () => {
  it('is refused without verification (403 identification_required with the page), then goes through', async () => {
    const backend = await documentsBackend();
    await backend.call('PATCH', '/__control/users/fresh@example.com', { body: { balances: { RUB: 50000 } } });
    const withdraw = (key: string) =>
      backend.call('POST', '/web-api/payments/withdrawals?lng=en', {
        body: { methodId: 'sbp', amount: 20000, details: '+79991234567' },
        headers: { cookie: backend.cookie, 'Idempotency-Key': key },
      });
    const refused = await withdraw('w-1');
    expect(refused.status).toBe(403);
    expect(refused.json.errors[0]).toMatchObject({ code: 'identification_required', meta: { threshold: 15000, iso: 'RUB', page: 'office/identification' } });
    await backend.call('PATCH', '/__control/site-config', { body: { identificationEnabled: false } });
    expect((await withdraw('w-2')).json.errors[0].meta.page).toBe('office/verification');

    const identity = await backend.upload('identity', await image('jpeg'));
    const selfie = await backend.upload('selfie', await image('jpeg'));
    await backend.decide(identity.json.documentId, { status: 'approved' });
    expect((await withdraw('w-3')).status).toBe(403);
    await backend.decide(selfie.json.documentId, { status: 'approved' });
    const allowed = await withdraw('w-4');
    expect(allowed.status).toBe(201);
    expect(allowed.json).toMatchObject({ kind: 'withdrawal', status: 'pending', amount: 20000 });
  });
});

describe('POST /__control/reset', () => {
  it('forgets the documents and their files', async () => {
    const backend = await documentsBackend();
    const sent = await backend.upload('identity', await image('jpeg'));
    expect(readdirSync(filesRootOf(backend.db))).toHaveLength(1);
    expect((await backend.call('POST', '/__control/reset')).status).toBe(200);
    expect((await backend.controlList()).json).toEqual([]);
    expect(backend.db.prepare('SELECT COUNT(*) AS n FROM files').get()).toEqual({ n: 0 });
    expect(readdirSync(filesRootOf(backend.db))).toEqual([]);
    const { ua } = await backend.signIn('fresh@example.com');
    expect((await backend.file(sent.json.documentId, `ua=${ua}`)).status).toBe(404);
  });
});
