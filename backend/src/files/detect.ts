import sharp from 'sharp';

/** The types the store keeps, decided from the bytes (never from a name or a claimed type). */
export type StoredContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export const STORED_CONTENT_TYPES: readonly StoredContentType[] = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/** sharp's format names of the images the store keeps. */
const IMAGE_FORMATS: Readonly<Record<string, StoredContentType>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * The most pixels an image may have: a 10 MB file can still unpack into gigabytes (a decompression
 * bomb); 50 megapixels is far above any phone camera's document photo.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * What the bytes are: a PDF by its `%PDF-` header, an image by what sharp reads in it (JPEG, PNG,
 * WebP; SVG, GIF, TIFF, HEIF and anything unreadable are not kept). Null: not a type the store keeps.
 */
export async function detectContentType(bytes: Uint8Array): Promise<StoredContentType | null> {
  if (PDF_MAGIC.every((byte, i) => bytes[i] === byte)) return 'application/pdf';
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    return IMAGE_FORMATS[meta.format ?? ''] ?? null;
  } catch {
    return null;
  }
}

/**
 * The image drawn again in its own format: turned upright by its EXIF orientation first, then
 * written without any metadata (sharp keeps none unless asked), so EXIF, GPS, XMP and comments
 * never reach the store. Throws when the image cannot be decoded after all (a truncated file).
 */
export async function reencodeImage(bytes: Uint8Array, type: Exclude<StoredContentType, 'application/pdf'>): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  if (type === 'image/jpeg') return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  if (type === 'image/png') return image.png().toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}
