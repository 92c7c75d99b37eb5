import type { ReactElement } from 'react';
import type { LandingHero } from '@/lib/api/casinoLandings/landing';

type Colors = { accent: string; light: string };

/** Points of a star with `n` rays around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number, n = 5): string {
  return Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / n - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** The motifs a landing's hero may name; an unknown one draws the star. */
const MOTIFS: Record<string, (c: Colors) => ReactElement> = {
  wheel: ({ accent, light }) => (
    <g transform="translate(230 100)">
      <circle r="78" fill={light} opacity="0.9" />
      {Array.from({ length: 18 }, (_, i) => (
        <path key={i} d="M0 0 L0 -72 A72 72 0 0 1 24.6 -67.7 Z" transform={`rotate(${i * 20})`} fill={i % 2 ? accent : '#111'} />
      ))}
      <circle r="30" fill={light} />
      <circle r="7" fill={accent} />
      <circle cx="52" cy="-30" r="6" fill="#fff" />
    </g>
  ),
  rocket: ({ accent, light }) => (
    <g>
      <path d="M60 180 Q150 170 210 90 T290 20" fill="none" stroke={accent} strokeWidth="6" strokeLinecap="round" />
      <g transform="translate(262 44) rotate(45)">
        <path d="M0 -34 C14 -20 14 10 9 22 L-9 22 C-14 10 -14 -20 0 -34 Z" fill={light} />
        <circle cy="-8" r="6" fill={accent} />
        <path d="M-9 10 L-18 26 L-9 22 Z M9 10 L18 26 L9 22 Z" fill={accent} />
        <path d="M-6 24 L0 40 L6 24 Z" fill="#f39c12" />
      </g>
    </g>
  ),
  gold: ({ accent, light }) => (
    <g>
      {[0, 1, 2, 3, 4].map((i) => (
        <ellipse key={i} cx="230" cy={160 - i * 14} rx="44" ry="12" fill={i % 2 ? light : accent} stroke="#7d6608" strokeWidth="2" />
      ))}
      <ellipse cx="282" cy="162" rx="30" ry="9" fill={accent} stroke="#7d6608" strokeWidth="2" />
      <polygon points={starPoints(284, 70, 26, 11)} fill={light} />
    </g>
  ),
  spark: ({ accent, light }) => (
    <g>
      <polygon points={starPoints(230, 100, 70, 18, 4)} fill={light} />
      <polygon points={starPoints(290, 50, 22, 6, 4)} fill={accent} />
      <polygon points={starPoints(170, 160, 16, 5, 4)} fill={accent} />
    </g>
  ),
  folk: ({ accent, light }) => (
    <g transform="translate(230 104)">
      <ellipse cy="30" rx="46" ry="58" fill={accent} />
      <circle cy="-38" r="30" fill={accent} />
      <circle cy="-36" r="20" fill={light} />
      <ellipse cy="34" rx="26" ry="30" fill={light} />
      <circle cy="30" r="10" fill={accent} />
    </g>
  ),
  star: ({ accent, light }) => (
    <g>
      <polygon points={starPoints(230, 104, 74, 30)} fill={accent} />
      <polygon points={starPoints(230, 104, 40, 16)} fill={light} />
    </g>
  ),
};

/** A landing's hero art, drawn here from its motif and palette (no image is downloaded). */
export function HeroArt({ hero }: { hero: LandingHero }) {
  const [background, accent, light] = hero.palette;
  const draw = MOTIFS[hero.motif] ?? MOTIFS.star!;
  const glow = `casino-landing-glow-${hero.motif}`;
  return (
    <svg className="casino-landing-hero__art" viewBox="0 0 320 200" aria-hidden="true" focusable="false" preserveAspectRatio="xMaxYMid slice">
      <defs>
        <radialGradient id={glow} cx="72%" cy="50%" r="60%">
          <stop offset="0" stopColor={accent} stopOpacity="0.55" />
          <stop offset="1" stopColor={background} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="200" fill={background} />
      <rect width="320" height="200" fill={`url(#${glow})`} />
      {draw({ accent, light })}
    </svg>
  );
}
