import type { ReactNode } from 'react';
import type { BonusGameId } from '@/lib/api/bonusGames/schemas';

/** Each game's picture for its card and page, drawn in SVG (decorative: the name says what it is). */
export function GameArt({ game }: { game: BonusGameId }) {
  return (
    <svg className="bonus-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" className="bonus-art__bg" />
      {ART[game]}
    </svg>
  );
}

const ART: Record<BonusGameId, ReactNode> = {
  fortuna: (
    <g>
      <circle cx="32" cy="34" r="20" fill="#f5c542" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path key={i} d="M32 34 L32 14 A20 20 0 0 1 49.3 24 Z" fill={i % 2 ? '#e4572e' : '#2e86ab'} transform={`rotate(${i * 60} 32 34)`} />
      ))}
      <circle cx="32" cy="34" r="4" fill="#fff" />
      <path d="M28 8 L36 8 L32 16 Z" fill="#fff" />
    </g>
  ),
  chest: (
    <g>
      <rect x="12" y="28" width="40" height="22" rx="3" fill="#a0522d" />
      <path d="M12 28 Q32 10 52 28 Z" fill="#cd853f" />
      <rect x="12" y="27" width="40" height="4" fill="#f5c542" />
      <rect x="29" y="31" width="6" height="8" rx="1" fill="#f5c542" />
    </g>
  ),
  memory: (
    <g>
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={12 + (i % 2) * 22} y={10 + Math.floor(i / 2) * 24} width="18" height="20" rx="3" fill={i === 1 ? '#f5c542' : '#2e86ab'} />
      ))}
      <circle cx="43" cy="20" r="5" fill="#e4572e" />
    </g>
  ),
  safe: (
    <g>
      <rect x="12" y="12" width="40" height="40" rx="4" fill="#6c757d" />
      <rect x="16" y="16" width="32" height="32" rx="3" fill="#495057" />
      <circle cx="32" cy="32" r="9" fill="#adb5bd" />
      <path d="M32 23 L32 28" stroke="#212529" strokeWidth="2" />
      <circle cx="32" cy="32" r="2" fill="#212529" />
    </g>
  ),
  lottery: (
    <g>
      <rect x="10" y="14" width="44" height="36" rx="4" fill="#f8f9fa" />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
        <rect key={i} x={14 + (i % 3) * 13} y={18 + Math.floor(i / 3) * 10} width="10" height="8" rx="2" fill={i === 4 || i === 0 || i === 8 ? '#f5c542' : '#adb5bd'} />
      ))}
    </g>
  ),
  dragon: (
    <g>
      <ellipse cx="20" cy="40" rx="8" ry="11" fill="#9bc53d" />
      <ellipse cx="32" cy="38" rx="8" ry="11" fill="#e4572e" />
      <ellipse cx="44" cy="40" rx="8" ry="11" fill="#5bc0eb" />
      <path d="M26 14 L32 22 L38 14 L35 26 L29 26 Z" fill="#e4572e" />
    </g>
  ),
};
