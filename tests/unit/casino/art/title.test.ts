import { describe, expect, it } from 'vitest';
import { textWidth } from '@/lib/casino/art/measure';
import { layoutTitle } from '@/lib/casino/art/title';
import { catalogueArt } from './catalogue';

// The title set in type: at most three lines that fit the 240 px tile.
const MEASURE = 212;

describe('layoutTitle', () => {
  it('sets a short name on one line at the largest size', () => {
    expect(layoutTitle('Durak')).toEqual({ size: 30, lines: ['Durak'] });
    expect(layoutTitle('  Дурак  ')).toEqual({ size: 30, lines: ['Дурак'] });
  });

  it('breaks between words into even lines, not a long line and a lone word', () => {
    const { lines } = layoutTitle('Infinite Seats Blackjack Live');
    expect(lines.length).toBeGreaterThan(1);
    const widths = lines.map((line) => line.length);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(6);
  });

  it('may break after the hyphen of a hyphenated word, joining it back without a space', () => {
    const { lines } = layoutTitle('Сапфировый VIP-блэкджек Live');
    expect(lines.join(' ').replace('VIP- ', 'VIP-')).toBe('Сапфировый VIP-блэкджек Live');
    expect(layoutTitle('Жар-птица').lines).toEqual(['Жар-птица']);
  });

  it('sets every catalogue name whole, in at most three lines that fit, no word cut', () => {
    for (const lng of ['ru', 'en'] as const) {
      for (const { route, input } of catalogueArt(lng)) {
        const { size, lines } = layoutTitle(input.name);
        expect(lines.length, route).toBeGreaterThan(0);
        expect(lines.length, route).toBeLessThanOrEqual(3);
        expect(size, route).toBeGreaterThanOrEqual(16);
        for (const line of lines) expect(textWidth(line, size), `${route}: ${line}`).toBeLessThanOrEqual(MEASURE);
        const rejoined = lines.reduce((text, line) => (/[^\s-]-$/.test(text) ? text + line : `${text} ${line}`));
        expect(rejoined, route).toBe(input.name.trim().replace(/\s+/g, ' '));
      }
    }
  });

  it('cuts a word wider than the tile, and ends a name past three lines with an ellipsis', () => {
    const word = layoutTitle('W'.repeat(40));
    expect(word.size).toBe(12);
    expect(word.lines.join('')).toBe('W'.repeat(40));
    const long = layoutTitle(Array.from({ length: 40 }, (_, i) => `Word${i}`).join(' '));
    expect(long.lines).toHaveLength(3);
    expect(long.lines[2]!.endsWith('…')).toBe(true);
    for (const line of long.lines) expect(textWidth(line, long.size)).toBeLessThanOrEqual(MEASURE);
  });

  it('draws nothing for an empty name', () => {
    expect(layoutTitle('   ').lines).toEqual([]);
  });
});
