// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../backend/src/clock';
import { clearFilesRoot, filesRootOf } from '../../../backend/src/files/root';
import { MAX_UPLOAD_BYTES, readStoredFile, storeUpload } from '../../../backend/src/files/store';
import { openDb } from '../../../backend/src/setup/open';
import { seedDatabase } from '../../../backend/src/setup/seed';
import { image, PDF_BYTES } from './documentsHelpers';

/** The file store (backend/src/files): types by content, the size cap, metadata stripped, owner-only reads. */
function store() {
  const db = openDb(':memory:');
  seedDatabase(db, Date.now());
  const root = mkdtempSync(join(tmpdir(), 'files-test-'));
  return { db, clock: createClock(), filesRoot: root };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => null,
    (caught: unknown) => caught,
  )) as { status: number; code: string } | null;
  return error && { status: error.status, code: error.code };
};

describe('storeUpload', () => {
  it('decides the type by the content: JPEG, PNG, WebP and PDF are kept as what they are', async () => {
    const deps = store();
    expect(await storeUpload(deps, { userId: 1001, bytes: await image('jpeg') })).toMatchObject({ contentType: 'image/jpeg' });
    expect(await storeUpload(deps, { userId: 1001, bytes: await image('png') })).toMatchObject({ contentType: 'image/png' });
    expect(await storeUpload(deps, { userId: 1001, bytes: await image('webp') })).toMatchObject({ contentType: 'image/webp' });
    expect(await storeUpload(deps, { userId: 1001, bytes: PDF_BYTES })).toMatchObject({ contentType: 'application/pdf', size: PDF_BYTES.length });
  });

  it('refuses text, SVG, GIF, an empty file and a truncated image with 400 file_type', async () => {
    const deps = store();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const truncated = (await image('jpeg', { width: 400, height: 400 })).subarray(0, 200);
    for (const bytes of [Buffer.from('just some text, not an image'), svg, gif, Buffer.alloc(0), truncated]) {
      expect(await refusal(storeUpload(deps, { userId: 1001, bytes }))).toEqual({ status: 400, code: 'file_type' });
    }
    expect(readdirSync(deps.filesRoot)).toEqual([]);
  });

  it('keeps exactly 10 MB and refuses one byte more with 413 file_too_large', async () => {
    const deps = store();
    const pdf = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
    PDF_BYTES.copy(pdf);
    expect(await storeUpload(deps, { userId: 1001, bytes: pdf })).toMatchObject({ contentType: 'application/pdf', size: MAX_UPLOAD_BYTES });
    const over = Buffer.concat([pdf, Buffer.from(' ')]);
    expect(await refusal(storeUpload(deps, { userId: 1001, bytes: over }))).toEqual({ status: 413, code: 'file_too_large' });
  });

  it('re-encodes an image without its EXIF (GPS, author) and turns it upright', async () => {
    const deps = store();
    const original = await image('jpeg', { width: 40, height: 20, exif: true });
    // The test's own image does carry what must go.
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(original.includes(Buffer.from('secret-owner'))).toBe(true);

    const stored = await storeUpload(deps, { userId: 1001, bytes: original });
    const { bytes } = readStoredFile(deps, stored.fileId, 1001);
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(bytes.includes(Buffer.from('Ivan Petrov'))).toBe(false);
    // Orientation 6 (turned 90°): the stored picture stands as it was meant to be seen.
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(after.format).toBe('jpeg');
  });

  it('serves a file to its owner only; names it by a random id, never the upload name', async () => {
    const deps = store();
    const stored = await storeUpload(deps, { userId: 1001, bytes: await image('png') });
    expect(stored.fileId).toMatch(/^[0-9a-f]{32}$/);
    expect(readdirSync(deps.filesRoot)).toEqual([stored.fileId]);
    expect(readStoredFile(deps, stored.fileId, 1001).contentType).toBe('image/png');
    expect(() => readStoredFile(deps, stored.fileId, 1004)).toThrow(expect.objectContaining({ status: 404, code: 'file_not_found' }));
    expect(() => readStoredFile(deps, 'f'.repeat(32), 1001)).toThrow(expect.objectContaining({ status: 404 }));
  });

  it('puts a database file’s store beside it, one folder per database; a memory database gets a temporary one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'files-root-'));
    const db = openDb(join(dir, 'e2e-4.sqlite'));
    expect(filesRootOf(db)).toBe(join(dir, 'files', 'e2e-4'));
    db.close();
    const memory = openDb(':memory:');
    expect(existsSync(filesRootOf(memory))).toBe(true);
    expect(filesRootOf(memory)).toBe(filesRootOf(memory));
  });

  it('clearing the store (reset) deletes its own files and leaves anything else in the folder', async () => {
    const deps = store();
    const stored = await storeUpload(deps, { userId: 1001, bytes: PDF_BYTES });
    writeFileSync(join(deps.filesRoot, 'notes.txt'), 'not the store’s');
    expect(readdirSync(deps.filesRoot).sort()).toEqual([stored.fileId, 'notes.txt'].sort());
    clearFilesRoot(deps);
    expect(readdirSync(deps.filesRoot)).toEqual(['notes.txt']);
  });
});
