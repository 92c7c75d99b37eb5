import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SportIcon, sportSymbolOf } from '@/components/sport/SportIcon';

// The sport icons come from one cached sprite, not as inline drawings in every page.
const sprite = readFileSync(join(__dirname, '../../../components/sport/sportIcons.svg'), 'utf8');
const symbols = new Set([...sprite.matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]));

describe('sport icons', () => {
  it('draw nothing inline: one reference to the sprite per icon', () => {
    const { container } = render(<SportIcon icon="football" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelectorAll('path, circle')).toHaveLength(0);
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/#football$/);
  });

  it('name a symbol the sprite has, the cup for a sport without one', () => {
    for (const icon of ['football', 'futsal', 'hockey', 'american-football', 'table-tennis', 'curling', '']) {
      expect(symbols.has(sportSymbolOf(icon))).toBe(true);
    }
    expect(sportSymbolOf('futsal')).toBe('football');
    expect(sportSymbolOf('curling')).toBe('cup');
  });
});
