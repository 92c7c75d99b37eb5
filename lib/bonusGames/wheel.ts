/**
 * The wheel's geometry (components/bonusGames/FortunaWheel.tsx): `count` equal sectors clockwise
 * from the top; the pointer stands at the top. Angles in degrees.
 */
export const sectorAngle = (count: number): number => 360 / count;

/** The rotation that brings the middle of `sector` under the pointer after `turns` whole turns. */
export function rotationFor(sector: number, count: number, turns = 5): number {
  const middle = (sector + 0.5) * sectorAngle(count);
  return turns * 360 + ((360 - middle) % 360);
}

/** An SVG path of one sector of a circle of radius `r` centred at (`c`, `c`). */
export function sectorPath(index: number, count: number, c: number, r: number): string {
  const angle = sectorAngle(count);
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(c + r * Math.cos(rad)).toFixed(2)} ${(c + r * Math.sin(rad)).toFixed(2)}`;
  };
  return `M ${c} ${c} L ${point(index * angle)} A ${r} ${r} 0 0 1 ${point((index + 1) * angle)} Z`;
}

/** Where a sector's label goes: its middle at `ratio` of the radius. */
export function labelPoint(index: number, count: number, c: number, r: number, ratio = 0.66): { x: number; y: number; rotate: number } {
  const deg = (index + 0.5) * sectorAngle(count);
  const rad = ((deg - 90) * Math.PI) / 180;
  return { x: c + r * ratio * Math.cos(rad), y: c + r * ratio * Math.sin(rad), rotate: deg };
}
