import sharp from 'sharp';
import { makeBackend } from './helpers';

/** A backend with player@example.com signed in, and the support calls the tests make. */
export async function supportBackend(options: Parameters<typeof makeBackend>[0] = {}) {
  const backend = makeBackend({ now: Date.parse('2026-05-01T10:00:00Z'), ...options });
  const { ua } = await backend.signIn('player@example.com');
  const headers = { cookie: `ua=${ua}` };
  const get = (path: string, h: Record<string, string> = headers) => backend.call('GET', `/web-api/support${path}`, { headers: h });
  const post = (path: string, body?: unknown, h: Record<string, string> = headers) => backend.call('POST', `/web-api/support${path}`, { headers: h, body });
  const create = (body: Record<string, unknown> = {}, lng = 'en') =>
    post(`/requests?lng=${lng}`, { topic: 'bets', subject: 'A bet not settled', message: 'My bet of yesterday is still open', ...body });
  const answer = (requestId: number, text = 'We have settled it', lng = 'en') =>
    backend.call('POST', `/__control/support/${requestId}/answer?lng=${lng}`, { body: { text } });
  const control = async (login = 'player@example.com') => (await backend.call('GET', `/__control/support/${login}`)).json;
  /** A multipart upload of one file, as the site's form sends it. */
  const upload = async (bytes: Uint8Array, h: Record<string, string> = headers) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), 'upload.bin');
    const res = await backend.app.request('/web-api/support/attachments', { method: 'POST', body: form, headers: h });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
  };
  return { ...backend, headers, get, post, create, answer, control, upload };
}

export const pngBytes = async () =>
  new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366cc' } }).png().toBuffer());

export const codeOf = (res: { json: { errors?: { code: string }[] } }) => res.json?.errors?.[0]?.code;
