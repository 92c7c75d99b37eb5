import sharp from 'sharp';
import { makeBackend } from './helpers';

/** A small image made by sharp; `exif`: with EXIF data (an author and a GPS position) and an orientation. */
export async function image(format: 'jpeg' | 'png' | 'webp', options: { width?: number; height?: number; exif?: boolean } = {}): Promise<Buffer> {
  const { width = 40, height = 20, exif = false } = options;
  let made = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).toFormat(format);
  if (exif) {
    made = made.withExif({
      IFD0: { Artist: 'Ivan Petrov', Copyright: 'secret-owner', ImageDescription: 'passport scan' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 0/1' },
    }).withMetadata({ orientation: 6 });
  }
  return made.toBuffer();
}

/** A one-page PDF as text (its content only has to start with %PDF-). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A signed-in player on a fresh backend, with the documents calls. */
export async function documentsBackend(login = 'fresh@example.com', options: Parameters<typeof makeBackend>[0] = {}) {
  const backend = makeBackend(options);
  const { ua } = await backend.signIn(login);
  const cookie = `ua=${ua}`;

  /** POST /web-api/documents as the site's form sends it (multipart: kind and file). */
  const upload = async (kind: string, bytes: Uint8Array, name = 'photo.jpg', as: { cookie?: string } = {}) => {
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await backend.app.request('/web-api/documents?lng=en', { method: 'POST', body: form, headers: { cookie: as.cookie ?? cookie } });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON
    const json: any = text ? JSON.parse(text) : null;
    return { status: res.status, json, headers: res.headers };
  };
  const list = async (as = cookie) => backend.call('GET', '/web-api/documents', { headers: { cookie: as } });
  const file = (documentId: string, as = cookie) => backend.app.request(`/web-api/documents/${documentId}/file`, { headers: { cookie: as } });
  const remove = (documentId: string, as = cookie) => backend.call('DELETE', `/web-api/documents/${documentId}`, { headers: { cookie: as } });
  const decide = (documentId: string, body: unknown) => backend.call('POST', `/__control/documents/${documentId}/decide`, { body });
  const controlList = async (who = login) => backend.call('GET', `/__control/documents/${encodeURIComponent(who)}`);
  const userConfig = async () => (await backend.call('GET', '/web-api/user/config', { headers: { cookie } })).json.result;
  return { ...backend, cookie, upload, list, file, remove, decide, controlList, userConfig };
}

export const codeOf = (res: { json: { errors?: { code: string }[] } }) => res.json?.errors?.[0]?.code;
