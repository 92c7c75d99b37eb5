// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';

const IDEAS = '/web-api/ideas';
const IDEA = { categoryId: 'live', title: 'Cash out in live', text: 'Let me cash out a live bet before the end.' };

async function player(login = 'player@example.com') {
  const backend = makeBackend({ now: Date.parse('2026-03-10T12:00:00Z') });
  const headers = { cookie: `ua=${(await backend.signIn(login)).ua}` };
  const post = (body: unknown, lng = 'en') => backend.call('POST', `${IDEAS}?lng=${lng}`, { body, headers });
  const list = (lng = 'en') => backend.call('GET', `${IDEAS}?lng=${lng}`, { headers });
  /** A new session (one a day old has ended). */
  const signInAgain = async () => void (headers.cookie = `ua=${(await backend.signIn(login)).ua}`);
  return { backend, headers, post, list, signInAgain };
}

const pointers = (res: { json: { errors: { source?: { pointer: string } }[] } }) => res.json.errors.map((entry) => entry.source?.pointer);

describe('ideas: the categories and posting', () => {
  it('lists the seven categories in the asked language', async () => {
    const { backend, headers } = await player();
    const en = await backend.call('GET', `${IDEAS}/categories?lng=en`, { headers });
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('no-store');
    expect(en.json.categories).toEqual([
      { id: 'betting', name: 'Betting' },
      { id: 'live', name: 'Live' },
      { id: 'casino', name: 'Casino' },
      { id: 'payments', name: 'Payments' },
      { id: 'app_and_site', name: 'App and site' },
      { id: 'bonuses', name: 'Bonuses' },
      { id: 'other', name: 'Other' },
    ]);
    const ru = await backend.call('GET', `${IDEAS}/categories`, { headers: { ...headers, 'x-language': 'ru' } });
    expect(ru.json.categories[4]).toEqual({ id: 'app_and_site', name: 'Приложение и сайт' });
  });

  it('posts an idea as new, trimmed, and lists the player’s ideas newest first', async () => {
    const { backend, post, list } = await player();
    const first = await post({ ...IDEA, title: '  Cash out in live  ' });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      id: expect.any(Number),
      categoryId: 'live',
      category: 'Live',
      title: 'Cash out in live',
      text: IDEA.text,
      status: 'new',
      createdAt: '2026-03-10T12:00:00.000Z',
      answer: null,
    });
    backend.clock.setOffsetSeconds(60);
    const second = await post({ categoryId: 'casino', title: 'More tables', text: 'More live dealer tables in the evening.' }, 'ru');
    expect(second.json.category).toBe('Казино');
    const mine = await list();
    expect(mine.status).toBe(200);
    expect(mine.json.items.map((idea: { id: number }) => idea.id)).toEqual([second.json.id, first.json.id]);
  });

  it('refuses bad fields with one validation entry per field and saves nothing', async () => {
    const { post, list } = await player();
    const short = await post({ categoryId: 'weather', title: ' ab ', text: 'too short' });
    expect(short.status).toBe(400);
    expect(short.json.errors.every((entry: { code: string }) => entry.code === 'validation')).toBe(true);
    expect(pointers(short).sort()).toEqual(['/categoryId', '/text', '/title']);
    const long = await post({ ...IDEA, title: 'x'.repeat(121), text: 'y'.repeat(2001) });
    expect(pointers(long).sort()).toEqual(['/text', '/title']);
    const bounds = await post({ ...IDEA, title: 'abc', text: 'y'.repeat(2000) });
    expect(bounds.status).toBe(201);
    const extra = await post({ ...IDEA, status: 'done' });
    expect(extra.status).toBe(400);
    expect(pointers(extra)).toEqual(['/status']);
    expect((await list()).json.items).toHaveLength(1);
  });

  it('takes at most 5 ideas in any 24 hours: the sixth is a 429 saying when the next may go', async () => {
    const { backend, post, list, signInAgain } = await player();
    for (let i = 0; i < 5; i += 1) {
      backend.clock.setOffsetSeconds(i * 3600);
      expect((await post(IDEA)).status).toBe(201);
    }
    backend.clock.setOffsetSeconds(5 * 3600);
    const sixth = await post(IDEA);
    expect(sixth.status).toBe(429);
    expect(sixth.json.errors[0]).toMatchObject({ code: 'ideas_daily_limit', meta: { limit: 5, retryAfter: 19 * 3600, retryAt: '2026-03-11T12:00:00.000Z' } });
    expect(sixth.headers.get('retry-after')).toBe(String(19 * 3600));
    expect((await list()).json.items).toHaveLength(5);
    // The first idea leaves the window 24 hours after it was posted (retryAt); one place frees, not five.
    backend.clock.setOffsetSeconds(24 * 3600 - 1);
    await signInAgain();
    expect((await post(IDEA)).status).toBe(429);
    backend.clock.setOffsetSeconds(24 * 3600);
    expect((await post(IDEA)).status).toBe(201);
    expect((await post(IDEA)).status).toBe(429);
  });
});

describe('ideas: who may call', () => {
  it('a player never sees another’s ideas', async () => {
    const one = await player();
    await one.post(IDEA);
    const { ua } = await one.backend.signIn('fresh@example.com');
    const other = await one.backend.call('GET', IDEAS, { headers: { cookie: `ua=${ua}` } });
    expect(other.status).toBe(200);
    expect(other.json.items).toEqual([]);
    expect((await one.list()).json.items).toHaveLength(1);
  });

  it('refuses a guest (401) and a banned player (403 banned)', async () => {
    const { backend } = await player();
    for (const [method, path] of [['GET', IDEAS], ['GET', `${IDEAS}/categories`], ['POST', IDEAS]] as const) {
      const res = await backend.call(method, path, { body: method === 'POST' ? IDEA : undefined });
      expect(res.status, path).toBe(401);
      expect(res.json.errors[0].code).toBe('unauthorized');
    }
    const { ua } = await backend.signIn('banned@example.com');
    const banned = await backend.call('POST', IDEAS, { body: IDEA, headers: { cookie: `ua=${ua}` } });
    expect(banned.status).toBe(403);
    expect(banned.json.errors[0].code).toBe('banned');
    expect((await backend.call('GET', IDEAS, { headers: { cookie: `ua=${ua}` } })).status).toBe(403);
  });
});

describe('ideas: the control API', () => {
  it('lists a player’s ideas by login; 404 for an unknown login', async () => {
    const { backend, post } = await player();
    const idea = (await post(IDEA)).json;
    const listed = await backend.call('GET', '/__control/ideas/player@example.com');
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual({ login: 'player@example.com', items: [idea] });
    expect((await backend.call('GET', '/__control/ideas/nobody@example.com')).status).toBe(404);
  });

  it('the operator’s answer changes the state and shows in the player’s list', async () => {
    const { backend, post, list } = await player();
    const { id } = (await post(IDEA)).json;
    const review = await backend.call('POST', `/__control/ideas/${id}/answer`, { body: { status: 'under_review' } });
    expect(review.status).toBe(200);
    expect(review.json).toMatchObject({ id, status: 'under_review', answer: null });
    backend.clock.setOffsetSeconds(3600);
    const planned = await backend.call('POST', `/__control/ideas/${id}/answer`, { body: { status: 'planned', text: '  Coming in May.  ' } });
    expect(planned.json).toMatchObject({ status: 'planned', answer: { text: 'Coming in May.', at: '2026-03-10T13:00:00.000Z' } });
    // A later state without a text keeps the last answer.
    await backend.call('POST', `/__control/ideas/${id}/answer`, { body: { status: 'done' } });
    const [shown] = (await list()).json.items;
    expect(shown).toMatchObject({ id, status: 'done', answer: { text: 'Coming in May.', at: '2026-03-10T13:00:00.000Z' } });
  });

  it('404 for an unknown idea, 400 for a bad status or an empty text', async () => {
    const { backend, post, list } = await player();
    const { id } = (await post(IDEA)).json;
    for (const path of ['/__control/ideas/999999/answer', '/__control/ideas/abc/answer']) {
      const res = await backend.call('POST', path, { body: { status: 'done' } });
      expect(res.status, path).toBe(404);
      expect(res.json.errors[0].code).toBe('idea_not_found');
    }
    for (const body of [{ status: 'closed' }, { status: 'new' }, {}, { status: 'done', text: '   ' }]) {
      const res = await backend.call('POST', `/__control/ideas/${id}/answer`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors[0].code).toBe('validation');
    }
    expect((await list()).json.items[0]).toMatchObject({ status: 'new', answer: null });
  });
});
