import { describe, expect, it } from 'vitest';
import * as z from '@/lib/schema/z';

// lib/schema stands in for zod in the browser: these are the zod 4 behaviours lib/api relies on.

const messageOf = (schema: z.Schema<unknown>, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.')}|${issue.message}`);
};

describe('lib/schema, zod 4 semantics', () => {
  it('an object keeps its keys, drops unknown ones and leaves an absent optional key absent', () => {
    const schema = z.object({ id: z.int(), note: z.optional(z.string()) });
    const data = schema.parse({ id: 1, extra: 'x' });
    expect(data).toEqual({ id: 1 });
    expect('note' in data).toBe(false);
    expect(schema.parse({ id: 2, note: 'n' })).toEqual({ id: 2, note: 'n' });
  });

  it('numbers are finite, ints are safe integers, and each failure says what was expected', () => {
    expect(messageOf(z.number(), Number.POSITIVE_INFINITY)).toEqual(['|Invalid input: expected number, received number']);
    expect(messageOf(z.number(), Number.NaN)).toEqual(['|Invalid input: expected number, received NaN']);
    expect(messageOf(z.int(), 1.5)).toEqual(['|Invalid input: expected int, received number']);
    expect(messageOf(z.int(), '1')).toEqual(['|Invalid input: expected number, received string']);
    expect(messageOf(z.boolean(), null)).toEqual(['|Invalid input: expected boolean, received null']);
  });

  it('every bad field of an object and an array is reported at its path', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.int() })), name: z.string() });
    expect(messageOf(schema, { items: [{ id: 1 }, { id: 'x' }], name: 3 })).toEqual([
      'items.1.id|Invalid input: expected number, received string',
      'name|Invalid input: expected string, received number',
    ]);
    expect(messageOf(schema, [])).toEqual(['|Invalid input: expected object, received array']);
  });

  it('a default fills only an absent value; null must pass the inner schema', () => {
    const schema = z.object({ list: z._default(z.array(z.string()), []), flag: z._default(z.nullable(z.boolean()), null) });
    expect(schema.parse({})).toEqual({ list: [], flag: null });
    expect(messageOf(schema, { list: null })).toEqual(['list|Invalid input: expected array, received null']);
  });

  it('catch replaces a failing value with its fallback and reports nothing', () => {
    const schema = z.object({ key: z.catch(z.nullable(z.object({ kty: z.literal('EC') })), null) });
    expect(schema.parse({ key: { kty: 'RSA' } })).toEqual({ key: null });
    expect(schema.parse({ key: { kty: 'EC', x: 1 } })).toEqual({ key: { kty: 'EC' } });
  });

  it('literals, enums, unions and records check their values', () => {
    expect(messageOf(z.literal('EC'), 'RSA')).toEqual(['|Invalid input: expected "EC"']);
    expect(messageOf(z.enum(['won', 'lost']), 'void')).toEqual(['|Invalid option: expected one of "won"|"lost"']);
    expect(z.union([z.string(), z.int()]).parse(7)).toBe(7);
    expect(messageOf(z.union([z.string(), z.int()]), true)).toEqual(['|Invalid input']);
    expect(z.record(z.string(), z.int()).parse({ a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(messageOf(z.record(z.string(), z.int()), { a: 'x' })).toEqual(['a|Invalid input: expected number, received string']);
  });

  it('checks run after the type: minimums, a trim that replaces the value, a prefix and a refine', () => {
    expect(messageOf(z.string().check(z.minLength(1)), '')).toEqual(['|Too small: expected string to be >=1']);
    expect(messageOf(z.array(z.int()).check(z.minLength(1)), [])).toEqual(['|Too small: expected array to be >=1']);
    expect(messageOf(z.number().check(z.gt(1)), 1)).toEqual(['|Too small: expected number to be >1']);
    expect(messageOf(z.int().check(z.nonnegative()), -1)).toEqual(['|Too small: expected number to be >=0']);
    expect(messageOf(z.int().check(z.positive()), 0)).toEqual(['|Too small: expected number to be >0']);
    expect(z.string().check(z.trim(), z.startsWith('<svg')).parse('  <svg/> ')).toBe('<svg/>');
    expect(messageOf(z.string().check(z.startsWith('<svg', { message: 'not an SVG image' })), '<p>')).toEqual(['|not an SVG image']);
    const range = z.object({ min: z.int(), max: z.int() }).check(z.refine((value) => value.min <= value.max, { message: 'Min is above Max' }));
    expect(messageOf(range, { min: 2, max: 1 })).toEqual(['|Min is above Max']);
  });

  it("a pipe's transform maps the value, and one that pushes an issue fails it", () => {
    const time = z.pipe(
      z.union([z.number(), z.string()]),
      z.transform((value: number | string, ctx) => {
        const ms = typeof value === 'number' ? value : Date.parse(value);
        if (Number.isNaN(ms)) {
          ctx.issues.push({ code: 'custom', message: 'not a time', input: value });
          return z.NEVER;
        }
        return ms;
      }),
    );
    expect(time.parse('1970-01-01T00:00:01Z')).toBe(1000);
    expect(messageOf(z.object({ at: time }), { at: 'soon' })).toEqual(['at|not a time']);
    expect(() => time.parse('soon')).toThrow('not a time');
  });

  it('extend adds and replaces fields of an object', () => {
    const base = z.object({ id: z.int(), name: z.string() });
    const extended = z.extend(base, { name: z.nullable(z.string()), playedAt: z.string() });
    expect(extended.parse({ id: 1, name: null, playedAt: 't' })).toEqual({ id: 1, name: null, playedAt: 't' });
    expect(messageOf(extended, { id: 1, name: null })).toEqual(['playedAt|Invalid input: expected string, received undefined']);
  });
});
