/**
 * The few SVG primitives the art is written with. Each tile is served as its own file and the
 * catalogue has hundreds, so the output is kept terse: numbers to one decimal with no leading zero,
 * path data without needless spaces, and no attribute a default already gives.
 */

export type Attrs = Readonly<Record<string, string | number | undefined>>;

/** A number to one decimal (or `decimals`), shortest form: 12, 3.5, .5, -.5 (never "-0"). */
export function n(value: number, decimals = 1): string {
  const unit = 10 ** decimals;
  const rounded = Math.round(value * unit) / unit;
  if (rounded === 0 || !Number.isFinite(rounded)) return '0';
  return String(rounded).replace(/^(-?)0\./, '$1.');
}

/** Numbers of path data or a points list, spaces only where the next one has no sign. */
export function nums(...values: number[]): string {
  return values.reduce<string>((out, value, i) => {
    const text = n(value);
    return i === 0 || text.startsWith('-') ? out + text : `${out} ${text}`;
  }, '');
}

// XML 1.0 forbids these outright: a name with one would make the whole document unreadable.
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe in an element and in an attribute: the five XML specials escaped, forbidden characters dropped. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

/** One element; numbers are written with n(), undefined attributes left out. */
export function el(tag: string, attrs: Attrs, children?: string): string {
  let out = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? n(value) : value}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

/** A circle; a centre at 0 is the default and left out. */
export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}) =>
  el('circle', { cx: n(cx) === '0' ? undefined : cx, cy: n(cy) === '0' ? undefined : cy, r, ...attrs });

export const path = (d: string, attrs: Attrs = {}) => el('path', { d, ...attrs });

/** A closed polygon's path data from its corners. */
export function poly(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => (i === 0 ? 'M' : 'L') + nums(x, y)).join('') + 'Z';
}

/** A transform that places a shape drawn around 0,0: moved, then turned (degrees), then scaled. */
export function place(x: number, y: number, rotate = 0, scale = 1): string {
  let out = `translate(${nums(x, y)})`;
  if (Math.round(rotate * 10) !== 0) out += `rotate(${n(rotate)})`;
  if (Math.round(scale * 100) !== 100) out += `scale(${n(scale, 2)})`;
  return out;
}

/** A group, or its content bare when it has no attribute to carry. */
export function group(attrs: Attrs, children: string): string {
  return Object.values(attrs).some((value) => value !== undefined) ? el('g', attrs, children) : children;
}

/** The corners of a regular polygon or star around 0,0 (radii alternate for a star). */
export function ring(count: number, radii: readonly number[], turn = -90): [number, number][] {
  return Array.from({ length: count * radii.length }, (_, i) => {
    const angle = ((turn + (360 * i) / (count * radii.length)) * Math.PI) / 180;
    const r = radii[i % radii.length]!;
    return [r * Math.cos(angle), r * Math.sin(angle)] as [number, number];
  });
}
