import { http, HttpResponse } from 'msw';
import type { CasinoGame } from '@/lib/api/casinoGames';
import { server } from '@/tests/support/server';

/** A game list item as the backend sends it (docs/casino-api.md "Shapes"). */
function game(id: number, name: string, route: string, providerName: string, categories = ['slots']): CasinoGame {
  return {
    id,
    name,
    route,
    oldRoute: `x_${route.replaceAll('-', '_')}`,
    categories,
    tagId: 0,
    providerId: 1,
    providerSlug: providerName.toLowerCase().replaceAll(' ', '-'),
    providerName,
    art: { palette: ['#0a1f33', '#3fb6a8', '#ffffff'], motif: 'ice', seed: id },
    accent: '#3fb6a8',
    isNew: false,
    isHot: false,
  };
}

export const AURORA = game(3001, 'Aurora Riches', 'aurora-riches', 'Northern Lights Gaming');
export const AVRORA_EN = game(3200, 'Avrora', 'avrora', 'Samovar Games');
export const AVRORA_RU = game(3200, 'Аврора', 'avrora', 'Самовар Геймс');
export const ROULETTE = game(3021, 'Velvet Roulette Live', 'velvet-roulette-live', 'Velvet Dice Live', ['live', 'live/roulette']);
export const COMET = game(3013, 'Comet Crash', 'comet-crash', 'Blue Comet Interactive', ['crash-games']);

/**
 * What the reference backend finds (its transliteration and ranking are its own, backend tests
 * hold them): "aur"/"aurora"/"аврора" the two auroras, "velvet" the roulette by its studio,
 * anything else nothing, with the popular games as suggestions.
 */
function found(q: string, lng: string): { items: (CasinoGame & { matched: 'name' | 'studio' })[]; suggestions: CasinoGame[] } {
  const avrora = lng === 'ru' ? AVRORA_RU : AVRORA_EN;
  const key = q.toLowerCase();
  if (['aur', 'aurora', 'авр', 'аврора'].includes(key)) return { items: [{ ...AURORA, matched: 'name' }, { ...avrora, matched: 'name' }], suggestions: [] };
  if (key === 'velvet') return { items: [{ ...ROULETTE, matched: 'studio' }], suggestions: [] };
  return { items: [], suggestions: [COMET, ROULETTE] };
}

/** The search endpoint; returns the queries it was asked (`q`, `limit`, `lng`), in order. */
export function searchBackend() {
  const asked: { q: string; limit: string | null; lng: string | null }[] = [];
  server.use(
    http.get('*/web-api/casino/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('q') ?? '';
      const lng = params.get('lng') ?? 'ru';
      asked.push({ q, limit: params.get('limit'), lng });
      if (q.trim().length < 2) {
        return HttpResponse.json({ errors: [{ code: 'validation', detail: 'q is too short', source: { parameter: 'q' } }] }, { status: 400 });
      }
      return HttpResponse.json({ q, ...found(q, lng) });
    }),
  );
  return asked;
}

/** The search fails `times` times (a 500), then answers as usual. */
export function failingSearch(times: number) {
  let left = times;
  server.use(
    http.get('*/web-api/casino/search', () => {
      if (left <= 0) return undefined;
      left -= 1;
      return HttpResponse.json({ errors: [{ code: 'internal', detail: 'Down' }] }, { status: 500 });
    }),
  );
}

/** The lobby's popular games (`GET /web-api/casino/games?tag=popular`); returns the URLs asked. */
export function popularBackend() {
  const asked: string[] = [];
  server.use(
    http.get('*/web-api/casino/games', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json([COMET, AURORA, ROULETTE]);
    }),
  );
  return asked;
}
