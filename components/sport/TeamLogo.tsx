/**
 * A team's badge, drawn from its name (the site has no logo files): a shield in two colours picked
 * by a hash of the name, with its initial. Same name, same badge, on every page.
 */
function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 16777619);
  return value >>> 0;
}

export function TeamLogo({ name }: { name: string }) {
  const h = hash(name);
  const hue = h % 360;
  const stripe = (hue + 40 + ((h >>> 9) % 140)) % 360;
  const initial = [...name.replace(/^[^\p{L}\p{N}]+/u, '')][0]?.toUpperCase() ?? '?';
  return (
    <svg className="team-logo" viewBox="0 0 20 22" width="16" height="18" aria-hidden="true" focusable="false">
      <path d="M10 1 19 4v7c0 5-4 9-9 10C5 20 1 16 1 11V4Z" fill={`hsl(${hue} 60% 42%)`} />
      <path d="M10 1 19 4v7c0 5-4 9-9 10Z" fill={`hsl(${stripe} 65% 55%)`} opacity="0.55" />
      <text x="10" y="15" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">
        {initial}
      </text>
    </svg>
  );
}
