import { fetchCasinoGame, type CasinoGameDetails } from '@/lib/api/casinoGame';
import { drawGameArt } from '@/lib/casino/art/drawGameArt';
import { fallbackArt } from '@/lib/casino/art/fallbackArt';
import { isLanguage } from '@/lib/config/languages';
import { SLUG } from '@/lib/routes/values';
import { ARTWORK_CSP } from '@/lib/casino/artSrc';

// No route segment config: a GET handler of a dynamic segment with no generateStaticParams runs
// per request as it is, and `dynamic` would be refused once cacheComponents is turned on. What
// may be kept is said by Cache-Control: a year for a drawing (its address is versioned, see
// lib/casino/artSrc.ts), nothing for a refusal or a failure, which must not outlive the fault.

/** A drawing's headers; next.config.ts gives the path the same policy over the site's own. */
const ART_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': ARTWORK_CSP,
} as const;

function refusal(status: 404 | 503, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** The game route a file name asks for (`aurora-riches.svg` → `aurora-riches`); null when it is no `<slug>.svg`. */
function routeOfFile(file: string): string | null {
  if (!file.endsWith('.svg')) return null;
  const route = file.slice(0, -'.svg'.length);
  return SLUG.test(route) ? route : null;
}

/** What the drawing is made of; a game the backend sent no art seed for gets one from its route and colour. */
function artInput(game: CasinoGameDetails) {
  return {
    name: game.name,
    providerName: game.providerName,
    category: game.categories[0] ?? '',
    art: game.art ?? fallbackArt(game.route, game.accent),
  };
}

/**
 * `GET /casino-art/{lng}/{route}.svg` (docs/casino-api.md "Art seed"): a game's tile and page art, drawn here
 * from the catalogue's seed (lib/casino/art) with its title in the language asked. Outside the
 * language tree and the middleware (its matcher skips `casino-art/`); the `?v=` of artSrc() only
 * names the drawing for caches and is not read. The backend call has the server's deadline
 * (lib/api/http/transport.ts), so a late backend is a 503 within seconds.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ lng: string; file: string }> }): Promise<Response> {
  const { lng, file } = await params;
  const route = routeOfFile(file);
  if (!isLanguage(lng) || route === null) return refusal(404, 'Not found');
  let game: CasinoGameDetails | null;
  try {
    game = await fetchCasinoGame(route, lng);
  } catch {
    return refusal(503, 'The catalogue is not reachable');
  }
  if (!game) return refusal(404, 'No such game');
  return new Response(drawGameArt(artInput(game)), { headers: ART_HEADERS });
}
