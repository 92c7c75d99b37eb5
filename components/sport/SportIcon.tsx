import spriteAsset from './sportIcons.svg';

// Sport icons are symbols of one SVG sprite (sportIcons.svg), referenced by `<use>` (docs/decisions/drawn-art.md):
// the page carries a short reference per icon rather than its drawing twice (in the HTML and in
// the RSC payload), and the sprite is one content-hashed file under /_next/static, cached for good
// and outside the middleware. Still no emoji font and no request per icon; the symbols stroke in
// currentColor, which is this <svg>'s colour, so the icons take the text colour.
const SPRITE_FILE: unknown = spriteAsset;
// Next gives an imported image as { src, width, height }; the test runner (Vite) as its URL.
const SPRITE_URL = typeof SPRITE_FILE === 'string' ? SPRITE_FILE : (SPRITE_FILE as { src: string }).src;

/** The sprite's symbols; any other sport gets the cup. */
const ICONS = new Set([
  'football',
  'hockey',
  'basketball',
  'tennis',
  'volleyball',
  'table-tennis',
  'esports',
  'mma',
  'handball',
  'baseball',
  'american-football',
]);
const ALIASES: Record<string, string> = { futsal: 'football' };
const FALLBACK = 'cup';

/** The sprite symbol a sport's icon name is drawn with. */
export function sportSymbolOf(icon: string): string {
  const name = ALIASES[icon] ?? icon;
  return ICONS.has(name) ? name : FALLBACK;
}

export function SportIcon({ icon }: { icon: string }) {
  return (
    <svg
      className="sport-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${SPRITE_URL}#${sportSymbolOf(icon)}`} />
    </svg>
  );
}
