import { CASINO_GAMES, STUDIOS } from '@/backend/src/seed/casino';
import type { GameArtInput } from '@/lib/casino/art/drawGameArt';

/** The reference catalogue's 322 games as the site gets them in one language: what their art is drawn from. */
export interface CatalogueArt {
  route: string;
  input: GameArtInput;
}

export function catalogueArt(lng: 'ru' | 'en'): CatalogueArt[] {
  return CASINO_GAMES.map((game) => ({
    route: game.route,
    input: {
      name: game.name[lng],
      providerName: STUDIOS.find((studio) => studio.id === game.studioId)!.name[lng],
      category: game.categories[0]!,
      art: game.art,
    },
  }));
}

/** An SVG without its text (the title, the studio, a ball's number): the drawing alone. */
export const withoutText = (svg: string) => svg.replace(/<title>.*?<\/title>/gs, '').replace(/<text\b[^>]*>.*?<\/text>/gs, '');

/** The motif's layer: between the glow and the scrim (drawGameArt.ts's order of layers). */
export function motifLayer(svg: string): string {
  const start = svg.indexOf('fill="url(#h)"/>');
  const end = svg.indexOf('<rect y="60"');
  if (start < 0 || end < start) throw new Error('no motif layer found');
  return svg.slice(start, end);
}

export const bytes = (text: string) => new TextEncoder().encode(text).length;
