// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/http';
import { fetchCasinoGame, type CasinoGameDetails } from '@/lib/api/casinoGame';
import { backendUrl, BACKEND_TIMEOUT_MS } from '@/lib/config/backend';
import { drawGameArt } from '@/lib/casino/art/drawGameArt';
import { fallbackArt } from '@/lib/casino/art/fallbackArt';
import { GET } from '@/app/casino-art/[lng]/[file]/route';

// The art's route: the SVG with a year's cache, or a refusal nobody keeps.
vi.mock('@/lib/api/casinoGame', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api/casinoGame')>();
  return { ...actual, fetchCasinoGame: vi.fn() };
});
const fetchGame = vi.mocked(fetchCasinoGame);

const game: CasinoGameDetails = {
  id: 3001,
  name: 'Aurora Riches',
  route: 'aurora-riches',
  oldRoute: 'nlg_aurora_riches',
  categories: ['slots', 'slots/free-spins'],
  tagId: 2,
  providerId: 1,
  providerSlug: 'northern-lights-gaming',
  providerName: 'Northern Lights Gaming',
  art: { palette: ['#0a1f33', '#3fb6a8', '#ffffff'], motif: 'ice', seed: 63171 },
  accent: '#3fb6a8',
  isNew: false,
  isHot: true,
  rtp: 96.1,
  volatility: 'medium',
  demo: true,
};

function get(lng: string, file: string): Promise<Response> {
  return GET(new Request(`http://localhost:3000/casino-art/${lng}/${file}?v=1.63171`), { params: Promise.resolve({ lng, file }) });
}

function expectRefusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('Content-Type')).not.toContain('svg');
}

beforeEach(() => {
  fetchGame.mockReset();
});

describe('GET /casino-art/{lng}/{route}.svg', () => {
  it('answers the game drawn in the language asked, cached for a year, under a policy that allows nothing', async () => {
    fetchGame.mockResolvedValue(game);
    const response = await get('en', 'aurora-riches.svg');
    expect(response.status).toBe(200);
    expect(fetchGame).toHaveBeenCalledWith('aurora-riches', 'en');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    const body = await response.text();
    expect(body).toBe(drawGameArt({ name: game.name, providerName: game.providerName, category: 'slots', art: game.art! }));
  });

  it('draws a game the backend sent no art seed for from its colour and route', async () => {
    fetchGame.mockResolvedValue({ ...game, art: null });
    const response = await get('ru', 'aurora-riches.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(drawGameArt({ name: game.name, providerName: game.providerName, category: 'slots', art: fallbackArt('aurora-riches', '#3fb6a8') }));
  });

  it('refuses a file name that is not <slug>.svg with 404, asking the backend nothing', async () => {
    for (const file of ['aurora-riches.png', 'aurora-riches', '.svg', '-aurora.svg', '../x.svg', 'a b.svg', 'a/b.svg', `${'a'.repeat(101)}.svg`, 'aurora-riches.svg.png']) {
      expectRefusal(await get('en', file), 404);
    }
    expect(fetchGame).not.toHaveBeenCalled();
  });

  it('refuses a language the site does not have with 404', async () => {
    for (const lng of ['de', 'RU', 'en-GB', '']) expectRefusal(await get(lng, 'aurora-riches.svg'), 404);
    expect(fetchGame).not.toHaveBeenCalled();
  });

  it('answers 404 for a game the catalogue does not have', async () => {
    fetchGame.mockResolvedValue(null);
    expectRefusal(await get('en', 'no-such-game.svg'), 404);
  });

  it('answers 503 when the backend is down or answers nonsense', async () => {
    fetchGame.mockRejectedValueOnce(new ApiError('Failed to fetch', 0));
    expectRefusal(await get('en', 'aurora-riches.svg'), 503);
    fetchGame.mockRejectedValueOnce(new ApiError('Unexpected response from /web-api/casino/games/aurora-riches at art.seed', 200));
    expectRefusal(await get('en', 'aurora-riches.svg'), 503);
    fetchGame.mockRejectedValueOnce(new Error('boom'));
    expectRefusal(await get('en', 'aurora-riches.svg'), 503);
  });
});

describe('GET /casino-art with the real backend call', () => {
  beforeEach(async () => {
    const actual = await vi.importActual<typeof import('@/lib/api/casinoGame')>('@/lib/api/casinoGame');
    fetchGame.mockImplementation(actual.fetchCasinoGame);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const answering = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('asks the backend for the game by its route in the language', async () => {
    const fetch = answering(200, game);
    vi.stubGlobal('fetch', fetch);
    expect((await get('en', 'aurora-riches.svg')).status).toBe(200);
    expect(fetch).toHaveBeenCalledWith(`${backendUrl()}/web-api/casino/games/aurora-riches?lng=en`, expect.anything());
  });

  it('maps the backend 404 to 404, its failures and a bad payload to 503', async () => {
    vi.stubGlobal('fetch', answering(404, { errors: [{ code: 'not_found', detail: 'No such game' }] }));
    expectRefusal(await get('en', 'aurora-riches.svg'), 404);
    vi.stubGlobal('fetch', answering(500, { errors: [{ code: 'internal', detail: 'Boom' }] }));
    expectRefusal(await get('en', 'aurora-riches.svg'), 503);
    vi.stubGlobal('fetch', answering(200, { ...game, art: { palette: 'nope' } }));
    expectRefusal(await get('en', 'aurora-riches.svg'), 503);
  });

  it('answers 503 once the backend call times out, not later', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
          }),
      ),
    );
    let response: Response | undefined;
    void get('en', 'aurora-riches.svg').then((answer) => (response = answer));
    await vi.advanceTimersByTimeAsync(BACKEND_TIMEOUT_MS);
    expect(response).toBeDefined();
    expectRefusal(response!, 503);
  });
});
