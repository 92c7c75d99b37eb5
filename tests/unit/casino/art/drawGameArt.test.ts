// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CASINO_GAMES, MOTIFS as SEED_MOTIFS } from '@/backend/src/seed/casino';
import { FALLBACK_PALETTE } from '@/lib/casino/art/color';
import { drawGameArt, type GameArtInput } from '@/lib/casino/art/drawGameArt';
import { fallbackArt } from '@/lib/casino/art/fallbackArt';
import { MOTIF_NAMES } from '@/lib/casino/art/motifs';
import { bytes, catalogueArt, motifLayer, withoutText } from './catalogue';

// Every game's art drawn by the site (docs/casino-api.md "Art seed"), distinct per game, a few kB, safe to serve.
const LANGUAGES = ['ru', 'en'] as const;
const MAX_BYTES = 6000;

const aurora: GameArtInput = {
  name: 'Aurora Riches',
  providerName: 'Northern Lights Gaming',
  category: 'slots',
  art: { palette: ['#0a1f33', '#3fb6a8', '#ffffff'], motif: 'ice', seed: 63171 },
};

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

describe('drawGameArt', () => {
  it('(the parser used here does report a broken document)', () => {
    expect(parse('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>').getElementsByTagName('parsererror').length).toBeGreaterThan(0);
    expect(parse('<svg xmlns="http://www.w3.org/2000/svg"><title>a & b</title></svg>').getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  it('draws the same document for the same game, every time', () => {
    expect(drawGameArt(aurora)).toBe(drawGameArt({ ...aurora, art: { ...aurora.art, palette: [...aurora.art.palette] } }));
  });

  it('is a standalone SVG: namespace, 240×180 view box, role img, the name as its title, nothing loaded', () => {
    const svg = drawGameArt(aurora);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" role="img">')).toBe(true);
    const doc = parse(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(doc.querySelector('title')?.textContent).toBe('Aurora Riches');
    expect([...doc.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['Aurora Riches', 'Northern Lights Gaming']);
    // No script, image, external reference or font: nothing for the CSP to refuse.
    expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|@import|url\((?!#)/i);
  });

  it('knows every motif the catalogue uses, and draws an unknown one as shapes', () => {
    expect([...MOTIF_NAMES].sort()).toEqual([...SEED_MOTIFS].sort());
    const unknown = drawGameArt({ ...aurora, art: { ...aurora.art, motif: 'volcano-2027' } });
    expect(parse(unknown).getElementsByTagName('parsererror')).toHaveLength(0);
    expect(motifLayer(unknown)).not.toBe(motifLayer(drawGameArt(aurora)));
    expect(drawGameArt({ ...aurora, art: { ...aurora.art, motif: '__proto__' } })).toContain('<svg');
  });

  it('escapes the name and the studio: a name cannot open an element or end an attribute', () => {
    const name = `<script>alert("x")</script> & 'Quotes'`;
    const svg = drawGameArt({ ...aurora, name, providerName: 'Studio <b>&amp;</b> "Co"' });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(svg).toContain('&amp; &apos;Quotes&apos;');
    const doc = parse(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.querySelector('title')?.textContent).toBe(name);
    expect(doc.querySelectorAll('text')[1]?.textContent).toBe('Studio <b>&amp;</b> "Co"');
  });

  it('drops characters XML forbids, so the document stays readable', () => {
    const svg = drawGameArt({ ...aurora, name: 'Bad\u0000Name\u0007 \ud800X' });
    expect(parse(svg).getElementsByTagName('parsererror')).toHaveLength(0);
    expect(parse(svg).querySelector('title')?.textContent).toBe('BadName X');
  });

  it('falls back to the fixed palette when an entry is not #rrggbb, never writing what was sent', () => {
    for (const palette of [['red', '#3fb6a8', '#ffffff'], ['#0a1f33', '#3fb6a8'], ['#0a1f33', '"/><script>', '#ffffff'], ['#0a1f3', '#3fb6a8', '#ffffff'], []]) {
      const svg = drawGameArt({ ...aurora, art: { ...aurora.art, palette } });
      expect(svg, String(palette)).toContain(`stop-color="${FALLBACK_PALETTE[0]}"`);
      expect(svg).not.toContain('script');
      expect(svg).not.toContain('red');
      expect(parse(svg).getElementsByTagName('parsererror')).toHaveLength(0);
    }
    expect(drawGameArt(aurora)).toContain('stop-color="#0a1f33"');
    // Upper case is a colour too.
    expect(drawGameArt({ ...aurora, art: { ...aurora.art, palette: ['#0A1F33', '#3FB6A8', '#FFFFFF'] } })).toBe(drawGameArt(aurora));
  });

  it('folds a seed out of range into 0–65535 instead of failing', () => {
    expect(drawGameArt({ ...aurora, art: { ...aurora.art, seed: 63171 + 65536 } })).toBe(drawGameArt(aurora));
    expect(drawGameArt({ ...aurora, art: { ...aurora.art, seed: Number.NaN } })).toBe(drawGameArt({ ...aurora, art: { ...aurora.art, seed: 0 } }));
  });

  it('gives a subcategory the badge of its category, and an unknown category a plain one', () => {
    expect(drawGameArt({ ...aurora, category: 'slots/books' })).toBe(drawGameArt(aurora));
    const other = drawGameArt({ ...aurora, category: '"><x' });
    expect(other).not.toBe(drawGameArt(aurora));
    expect(other).not.toContain('<x');
  });
});

// Each of these draws the whole catalogue, and the first two parse every drawing with jsdom's XML
// parser: 3 s a language on a busy 2-core machine, so ten times that to finish in.
describe('the catalogue (322 games, in ru and en)', { timeout: 30_000 }, () => {
  it.each(LANGUAGES)('%s: every game is a well-formed SVG of at most 6000 bytes', (lng) => {
    const games = catalogueArt(lng);
    expect(games).toHaveLength(CASINO_GAMES.length);
    expect(games.length).toBeGreaterThanOrEqual(322);
    for (const { route, input } of games) {
      const svg = drawGameArt(input);
      expect(bytes(svg), route).toBeLessThanOrEqual(MAX_BYTES);
      const doc = parse(svg);
      expect(doc.getElementsByTagName('parsererror'), route).toHaveLength(0);
      expect(doc.querySelector('title')?.textContent, route).toBe(input.name);
    }
  });

  it.each(LANGUAGES)('%s: every game gets its own SVG, and its own drawing apart from the text', (lng) => {
    const svgs = catalogueArt(lng).map(({ input }) => drawGameArt(input));
    expect(new Set(svgs).size).toBe(svgs.length);
    expect(new Set(svgs.map(withoutText)).size).toBe(svgs.length);
  });

  it('two games of one motif differ in the motif itself, even painted in the same colours', () => {
    const byMotif = new Map<string, string[]>();
    for (const { input } of catalogueArt('en')) {
      const layer = motifLayer(withoutText(drawGameArt({ ...input, art: { ...input.art, palette: [...FALLBACK_PALETTE] } })));
      byMotif.set(input.art.motif, [...(byMotif.get(input.art.motif) ?? []), layer]);
    }
    expect(byMotif.size).toBe(SEED_MOTIFS.length);
    for (const [motif, layers] of byMotif) expect(new Set(layers).size, motif).toBe(layers.length);
  });

  it('draws the ru and en art of a game alike but for the text', () => {
    const [ru, en] = LANGUAGES.map((lng) => catalogueArt(lng).map(({ input }) => withoutText(drawGameArt(input))));
    expect(ru).toEqual(en);
  });
});

describe('a game without an art seed (fallbackArt)', () => {
  it('gets a palette from its accent and a motif and seed from its route, the same every time', () => {
    const art = fallbackArt('aurora-riches', '#3FB6A8');
    expect(art).toEqual(fallbackArt('aurora-riches', '#3fb6a8'));
    expect(art.palette[1]).toBe('#3fb6a8');
    expect(art.palette.every((color) => /^#[0-9a-f]{6}$/.test(color))).toBe(true);
    expect(MOTIF_NAMES).toContain(art.motif);
    expect(art.seed).toBeGreaterThanOrEqual(0);
    expect(art.seed).toBeLessThanOrEqual(65535);
    expect(fallbackArt('comet-crash', '#3fb6a8')).not.toEqual(art);
  });

  it('takes the fixed accent when the game has none usable', () => {
    expect(fallbackArt('aurora-riches', 'teal').palette[1]).toBe(FALLBACK_PALETTE[1]);
  });

  it('spreads the catalogue over the motifs', () => {
    const motifs = new Set(CASINO_GAMES.map((game) => fallbackArt(game.route, game.art.palette[1]).motif));
    expect(motifs.size).toBeGreaterThan(20);
  });
});
