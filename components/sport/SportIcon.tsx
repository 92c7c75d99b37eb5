import type { ReactNode } from 'react';

// Sport icons as small inline SVGs: no image requests on a phone, no dependence on an emoji font,
// and they take the text colour. Drawn on a 24×24 grid with a 1.6 stroke.
const BALL = <circle cx="12" cy="12" r="9" />;

const ICONS: Record<string, ReactNode> = {
  football: (
    <>
      {BALL}
      <path d="M12 8.5l3.2 2.3-1.2 3.7h-4l-1.2-3.7z M12 3v5.5 M15.2 10.8l5.3-1.8 M14 14.5l3.2 4.6 M10 14.5l-3.2 4.6 M8.8 10.8L3.5 9" />
    </>
  ),
  hockey: <path d="M5 3l7 13h6a2 2 0 010 4h-7L3 4 M16 18.5h.01 M14 7a4 1.6 0 108 0 4 1.6 0 10-8 0z" />,
  basketball: (
    <>
      {BALL}
      <path d="M3 12h18 M12 3v18 M5.6 5.6c3 2.8 3 10 0 12.8 M18.4 5.6c-3 2.8-3 10 0 12.8" />
    </>
  ),
  tennis: (
    <>
      {BALL}
      <path d="M5.5 5.5c3.4 3.6 3.4 9.4 0 13 M18.5 5.5c-3.4 3.6-3.4 9.4 0 13" />
    </>
  ),
  volleyball: (
    <>
      {BALL}
      <path d="M12 12V3 M12 12l7.8 4.5 M12 12l-7.8 4.5 M12 3c4 2 6 6 5.5 10 M19.8 16.5c-3.7 2.3-8.3 2.3-11.5-.2 M4.2 16.5C3.9 12 6 8 10 6" />
    </>
  ),
  'table-tennis': <path d="M14.5 3a6.5 6.5 0 014.6 11.1l-4.9 4.9a2 2 0 01-2.8 0l-2.4-2.4a2 2 0 010-2.8l4.9-4.9 M8.5 15.5L4 20 M19 19h.01" />,
  esports: (
    <path d="M6 8h12a4 4 0 014 4v2a3 3 0 01-5.2 2l-1.3-1.5h-7l-1.3 1.5A3 3 0 012 14v-2a4 4 0 014-4z M7 10.5v3 M5.5 12h3 M15.5 11h.01 M17.5 13h.01" />
  ),
  mma: <path d="M7 4h8a4 4 0 014 4v4a4 4 0 01-4 4H8a3 3 0 01-3-3V6a2 2 0 012-2z M8 16v4h8v-4 M5 10h6a2 2 0 000-4" />,
  handball: (
    <>
      {BALL}
      <path d="M4 9c5 1 11 1 16 0 M4 15c5-1 11-1 16 0 M12 3c-2.5 3-2.5 15 0 18" />
    </>
  ),
  baseball: (
    <>
      {BALL}
      <path d="M6.5 4.8c2.3 2 3 4.6 3 7.2s-.7 5.2-3 7.2 M17.5 4.8c-2.3 2-3 4.6-3 7.2s.7 5.2 3 7.2" />
    </>
  ),
  'american-football': (
    <path d="M4.5 19.5C3 13 6 6.5 12 4.5c3-1 5.8-1 7.5 0 1 1.7 1 4.5 0 7.5-2 6-8.5 9-15 7.5z M9 15l6-6 M10.5 11.5l2 2 M12.5 9.5l2 2" />
  ),
};
ICONS.futsal = ICONS.football;

const FALLBACK = (
  <path d="M8 4h8v5a4 4 0 01-8 0V4z M8 6H5a3 3 0 003 4 M16 6h3a3 3 0 01-3 4 M12 13v4 M8.5 20h7 M10 17h4v3h-4z" />
);

export function SportIcon({ icon }: { icon: string }) {
  return (
    <svg
      className="sport-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[icon] ?? FALLBACK}
    </svg>
  );
}
