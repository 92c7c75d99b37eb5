// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeOf, pngBytes, supportBackend } from './supportHelpers';

describe('support attachments', () => {
  it('an image uploaded and named in a request is listed on its message and read back by its owner only', async () => {
    const b = await supportBackend();
    const up = await b.upload(await pngBytes());
    expect(up.status).toBe(201);
    expect(up.json).toMatchObject({ fileId: expect.stringMatching(/^[0-9a-f]{32}$/), contentType: 'image/png', size: expect.any(Number) });
    const res = await b.create({ attachments: [up.json.fileId] });
    expect(res.status).toBe(201);
    const attachment = res.json.messages[0].attachments[0];
    expect(attachment).toEqual({ ...up.json, url: `/web-api/support/attachments/${up.json.fileId}` });
    const read = await b.app.request(attachment.url, { headers: b.headers });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await read.arrayBuffer()).byteLength).toBe(up.json.size);
    const { ua } = await b.signIn('twostep@example.com');
    expect((await b.app.request(attachment.url, { headers: { cookie: `ua=${ua}` } })).status).toBe(404);
    expect((await b.app.request(attachment.url)).status).toBe(401);
  });

  it('decides the type by content: a PDF passes, text named .png does not', async () => {
    const b = await supportBackend();
    const pdf = await b.upload(new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
    expect(pdf.status).toBe(201);
    expect(pdf.json.contentType).toBe('application/pdf');
    const text = await b.upload(new TextEncoder().encode('not an image at all'));
    expect(text.status).toBe(400);
    expect(codeOf(text)).toBe('file_type');
    // The guard: only multipart on the upload endpoint.
    expect((await b.post('/attachments', { file: 'x' })).status).toBe(415);
  });

  it("refuses another player's file or an unknown id in a message, pointing at it", async () => {
    const b = await supportBackend();
    const { ua } = await b.signIn('twostep@example.com');
    const foreign = await b.upload(await pngBytes(), { cookie: `ua=${ua}` });
    expect(foreign.status).toBe(201);
    const res = await b.create({ attachments: [foreign.json.fileId] });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].source.pointer).toBe('/attachments/0');
    const mine = (await b.upload(await pngBytes())).json.fileId;
    const twice = await b.create({ attachments: [mine, mine] });
    expect(twice.json.errors[0].source.pointer).toBe('/attachments/1');
    expect((await b.create({ attachments: ['a', 'b', 'c', 'd'] })).status).toBe(400);
    expect(await b.control()).toEqual([]);
  });
});
