import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Badges are 10 px text: WCAG 2.x asks 4.5:1 for text that small (1.4.3, AA).
const SMALL_TEXT_RATIO = 4.5;

const css = (file: string) => readFileSync(path.join(process.cwd(), 'app/styles', file), 'utf8');
const tokens = css('tokens.css');
const base = css('base.css');

/** The declarations of one rule (`.badge--hot { … }`), by property. */
function rule(source: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(source)?.[1];
  if (body === undefined) throw new Error(`no rule ${selector}`);
  const declarations: Record<string, string> = {};
  for (const line of body.replace(/\/\*[\s\S]*?\*\//g, '').split(';')) {
    const [property, ...value] = line.split(':');
    if (property?.trim() && value.length) declarations[property.trim()] = value.join(':').trim();
  }
  return declarations;
}

/** A colour value with `var(--token)` resolved from tokens.css. */
function resolve(value: string): string {
  const token = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return token ? resolve(rule(tokens, ':root')[token] ?? '') : value;
}

/** Relative luminance of a #rgb / #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('badge colours', () => {
  it('the ratio follows WCAG (white on black 21:1, equal colours 1:1)', () => {
    expect(contrast('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrast('#ff4d5e', '#ff4d5e')).toBe(1);
  });

  it.each(['.badge--new', '.badge--hot', '.badge--popular', '.badge--jackpot', '.badge--exclusive'])('%s text is at least 4.5:1 on its background', (selector) => {
    const { background, color } = rule(base, selector);
    expect(contrast(resolve(color ?? ''), resolve(background ?? ''))).toBeGreaterThanOrEqual(SMALL_TEXT_RATIO);
  });
});

/** Every `.tsx` file under a folder, recursively. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? tsxFiles(full) : entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('badges keep their colours inside a tile', () => {
  // A game tile once set `--accent` to its artwork colour, so its "new" badge (which reads
  // --accent) turned the game's colour under dark text: 2:1 on a blue tile (Lighthouse, /ru/slots).
  it('no component that shows a badge overrides, in an inline style, a token the badge reads', () => {
    const badgeTokens = ['.badge--new', '.badge--hot'].flatMap((selector) =>
      Object.values(rule(base, selector)).flatMap((value) => [...value.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1])),
    );
    expect(badgeTokens).toContain('--accent');
    const withBadges = tsxFiles(path.join(process.cwd(), 'components')).filter((file) => readFileSync(file, 'utf8').includes('badge--'));
    expect(withBadges.length).toBeGreaterThan(0);
    const overrides = withBadges.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'(--[\w-]+)':/g)]
        .map((m) => m[1])
        .filter((token) => badgeTokens.includes(token))
        .map((token) => `${path.relative(process.cwd(), file)} sets ${token}`),
    );
    expect(overrides).toEqual([]);
  });
});
