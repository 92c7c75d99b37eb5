/**
 * A tournament card's drawing (the backend names it: `aurora`, `flame`, `crown`, `wave`): a small SVG
 * the site draws itself, decorative (the card's title says what it is).
 */
export function TournamentArt({ art }: { art: string }) {
  return (
    <svg className={`tournament-art tournament-art--${art}`} viewBox="0 0 320 120" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="120" className="tournament-art__sky" />
      {art === 'aurora' ? <Aurora /> : art === 'flame' ? <Flame /> : art === 'wave' ? <Wave /> : <Crown />}
    </svg>
  );
}

function Aurora() {
  return (
    <g>
      <path d="M0 70 C60 20 110 90 170 40 S270 30 320 60 V0 H0 Z" className="tournament-art__glow" opacity="0.55" />
      <path d="M0 90 C70 50 120 100 190 60 S280 60 320 80 V0 H0 Z" className="tournament-art__glow2" opacity="0.35" />
      <path d="M0 120 L60 85 L110 105 L170 75 L230 100 L280 80 L320 95 V120 Z" className="tournament-art__ground" />
      {[30, 90, 140, 210, 260, 300].map((x, i) => (
        <circle key={x} cx={x} cy={12 + ((i * 17) % 30)} r="1.6" className="tournament-art__star" />
      ))}
    </g>
  );
}

function Flame() {
  return (
    <g>
      <path d="M160 112 C110 100 115 60 140 40 C138 62 152 66 155 55 C160 35 175 25 172 8 C205 35 215 70 200 95 C193 106 178 112 160 112 Z" className="tournament-art__glow" />
      <path d="M160 110 C140 104 138 82 150 70 C152 82 160 84 164 76 C168 66 176 62 176 52 C190 70 190 100 160 110 Z" className="tournament-art__glow2" />
      <path d="M40 100 Q80 60 120 96 M200 96 Q240 60 280 100" className="tournament-art__line" fill="none" />
    </g>
  );
}

function Crown() {
  return (
    <g>
      <path d="M105 95 L95 40 L130 65 L160 25 L190 65 L225 40 L215 95 Z" className="tournament-art__glow" />
      <rect x="105" y="95" width="110" height="12" rx="3" className="tournament-art__glow2" />
      {[95, 160, 225].map((x) => (
        <circle key={x} cx={x} cy={x === 160 ? 22 : 37} r="6" className="tournament-art__star" />
      ))}
    </g>
  );
}

function Wave() {
  return (
    <g>
      <circle cx="250" cy="35" r="18" className="tournament-art__star" />
      <path d="M0 70 Q40 50 80 70 T160 70 T240 70 T320 70 V120 H0 Z" className="tournament-art__glow" />
      <path d="M0 90 Q40 72 80 90 T160 90 T240 90 T320 90 V120 H0 Z" className="tournament-art__glow2" />
    </g>
  );
}
