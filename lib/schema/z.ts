// The payload schemas of lib/api, written with zod's names (z.object, z.int, z.optional, …) but
// run by this file: zod/mini still costs 18 kB gzip on every page under Turbopack, which keeps
// zod's whole core module, and this subset is about 2 kB (docs/decisions.md, "Schemas").
// Semantics follow zod 4: objects drop unknown keys, numbers are finite, ints are safe integers,
// a default fills only an absent (undefined) value, and the messages are zod's English ones.
// Imported as `import * as z from '@/lib/schema/z'`: a namespace import used by member lets the
// bundler drop the functions a page's schemas never call (a re-exported namespace object kept all).

/** One failed check, as zod reports it (the fields lib/api reads). */
export interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
}

/** What a transform may add to: push an issue and return NEVER to fail the value. */
export interface Context {
  issues: Omit<Issue, 'path'>[];
}

export const NEVER: never = Symbol('never') as never;
const INVALID = Symbol('invalid');
type Run<O> = (input: unknown, path: PropertyKey[], issues: Issue[]) => O | typeof INVALID;

/** A check after the type: may fail the value or (trim) replace it. */
export type Check<O> = (value: O, path: PropertyKey[], issues: Issue[]) => O;

export type SafeParseResult<O> = { success: true; data: O; error?: undefined } | { success: false; data?: undefined; error: SchemaError };

export class SchemaError extends Error {
  constructor(readonly issues: Issue[]) {
    super(issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message).join('; '));
    this.name = 'SchemaError';
  }
}

export interface Schema<O> {
  /** The output type, for `z.infer`; never set at run time. */
  readonly '~out': O;
  readonly run: Run<O>;
  check(...checks: Check<O>[]): Schema<O>;
  safeParse(input: unknown): SafeParseResult<O>;
  parse(input: unknown): O;
}
/** Marks a key an object may lack (z.optional). */
export interface OptionalSchema<O> extends Schema<O | undefined> {
  readonly '~optional': true;
}
export interface ObjectSchema<S extends Shape> extends Schema<ObjectOutput<S>> {
  readonly shape: S;
}

type AnySchema = Schema<unknown>;
type Shape = Record<string, AnySchema>;
type output<S extends AnySchema> = S['~out'];
type Flat<T> = { [K in keyof T]: T[K] } & {};
type ObjectOutput<S extends Shape> = Flat<
  { [K in keyof S as S[K] extends { '~optional': true } ? never : K]: output<S[K]> } & {
    [K in keyof S as S[K] extends { '~optional': true } ? K : never]?: output<S[K]>;
  }
>;
export type { output, output as infer };

function schema<O>(run: Run<O>): Schema<O> {
  const self: Schema<O> = {
    '~out': undefined as O,
    run,
    check: (...checks) =>
      schema((input, path, issues) => {
        const value = run(input, path, issues);
        if (value === INVALID) return INVALID;
        const before = issues.length;
        const checked = checks.reduce((current, check) => check(current, path, issues), value);
        return issues.length > before ? INVALID : checked;
      }),
    safeParse(input) {
      const issues: Issue[] = [];
      const data = run(input, [], issues);
      return data === INVALID ? { success: false, error: new SchemaError(issues) } : { success: true, data };
    },
    parse(input) {
      const result = self.safeParse(input);
      if (!result.success) throw result.error;
      return result.data;
    },
  };
  return self;
}

function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

function fail(issues: Issue[], path: PropertyKey[], code: string, message: string, input: unknown): typeof INVALID {
  issues.push({ code, path, message, input });
  return INVALID;
}

function typed<O>(expected: string, is: (input: unknown) => boolean): Schema<O> {
  return schema((input, path, issues) =>
    is(input) ? (input as O) : fail(issues, path, 'invalid_type', `Invalid input: expected ${expected}, received ${kindOf(input)}`, input),
  );
}

export const string = () => typed<string>('string', (input) => typeof input === 'string');
export const number = () => typed<number>('number', (input) => typeof input === 'number' && Number.isFinite(input));
/** As in zod, a non-number is reported as such, and only a number that is not an integer as "int". */
export const int = () =>
  schema<number>((input, path, issues) =>
    Number.isSafeInteger(input) ? (input as number) : number().run(input, path, issues) === INVALID ? INVALID : fail(issues, path, 'invalid_type', 'Invalid input: expected int, received number', input),
  );
export const boolean = () => typed<boolean>('boolean', (input) => typeof input === 'boolean');
export const unknown = () => schema<unknown>((input) => input);

function quoted(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

export function literal<const V extends string | number | boolean | null>(value: V): Schema<V> {
  return schema((input, path, issues) =>
    input === value ? value : fail(issues, path, 'invalid_value', `Invalid input: expected ${quoted(value)}`, input),
  );
}

export function enum_<const V extends readonly string[]>(values: V): Schema<V[number]> {
  return schema((input, path, issues) =>
    values.includes(input as string)
      ? (input as V[number])
      : fail(issues, path, 'invalid_value', `Invalid option: expected one of ${values.map(quoted).join('|')}`, input),
  );
}
export { enum_ as enum };

export function nullable<O>(inner: Schema<O>): Schema<O | null> {
  return schema((input, path, issues) => (input === null ? null : inner.run(input, path, issues)));
}

export function optional<O>(inner: Schema<O>): OptionalSchema<O> {
  return { ...schema<O | undefined>((input, path, issues) => (input === undefined ? undefined : inner.run(input, path, issues))), '~optional': true };
}

/** zod's `_default`: an absent value becomes the default; a present one must pass. */
export function _default<O>(inner: Schema<O>, value: O): Schema<O> {
  return schema((input, path, issues) => (input === undefined ? value : inner.run(input, path, issues)));
}

/** zod's `catch`: a value that fails becomes the fallback, and the failure is not reported. */
function catch_<O>(inner: Schema<O>, value: O): Schema<O> {
  return schema((input, path) => {
    const result = inner.run(input, path, []);
    return result === INVALID ? value : result;
  });
}
export { catch_ as catch };

export function array<O>(element: Schema<O>): Schema<O[]> {
  return schema((input, path, issues) => {
    if (!Array.isArray(input)) return fail(issues, path, 'invalid_type', `Invalid input: expected array, received ${kindOf(input)}`, input);
    const out: O[] = [];
    let ok = true;
    input.forEach((item, index) => {
      const value = element.run(item, [...path, index], issues);
      if (value === INVALID) ok = false;
      else out.push(value);
    });
    return ok ? out : INVALID;
  });
}

function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

export function object<S extends Shape>(shape: S): ObjectSchema<S> {
  const base = schema<ObjectOutput<S>>((input, path, issues) => {
    if (!isPlainObject(input)) return fail(issues, path, 'invalid_type', `Invalid input: expected object, received ${kindOf(input)}`, input);
    const out: Record<string, unknown> = {};
    let ok = true;
    for (const [key, field] of Object.entries(shape)) {
      const value = field.run(input[key], [...path, key], issues);
      if (value === INVALID) ok = false;
      // An optional key that is absent stays absent, as in zod.
      else if (value !== undefined || key in input) out[key] = value;
    }
    return ok ? (out as ObjectOutput<S>) : INVALID;
  });
  return { ...base, shape };
}

export function extend<S extends Shape, E extends Shape>(base: ObjectSchema<S>, extra: E): ObjectSchema<Omit<S, keyof E> & E> {
  return object({ ...base.shape, ...extra } as Omit<S, keyof E> & E);
}

export function record<V>(key: Schema<string>, value: Schema<V>): Schema<Record<string, V>> {
  return schema((input, path, issues) => {
    if (!isPlainObject(input)) return fail(issues, path, 'invalid_type', `Invalid input: expected record, received ${kindOf(input)}`, input);
    const out: Record<string, V> = {};
    let ok = true;
    for (const [name, item] of Object.entries(input)) {
      const checkedKey = key.run(name, [...path, name], issues);
      const checked = value.run(item, [...path, name], issues);
      if (checkedKey === INVALID || checked === INVALID) ok = false;
      else out[checkedKey] = checked;
    }
    return ok ? out : INVALID;
  });
}

export function union<const T extends readonly AnySchema[]>(options: T): Schema<output<T[number]>> {
  return schema((input, path, issues) => {
    for (const option of options) {
      const value = option.run(input, path, []);
      if (value !== INVALID) return value;
    }
    return fail(issues, path, 'invalid_union', 'Invalid input', input);
  });
}

/** The options are tried in turn like a union; the key only documents which field tells them apart. */
export function discriminatedUnion<const T extends readonly AnySchema[]>(key: string, options: T): Schema<output<T[number]>> {
  void key;
  return union(options);
}

/** The first schema's output goes through the second. */
export function pipe<A, B>(first: Schema<A>, second: Schema<B>): Schema<B> {
  return schema((input, path, issues) => {
    const value = first.run(input, path, issues);
    return value === INVALID ? INVALID : second.run(value, path, issues);
  });
}

export function transform<I, O>(map: (value: I, ctx: Context) => O): Schema<O> {
  return schema((input, path, issues) => {
    const ctx: Context = { issues: [] };
    const value = map(input as I, ctx);
    for (const issue of ctx.issues) issues.push({ ...issue, path });
    return ctx.issues.length || (value as unknown) === NEVER ? INVALID : value;
  });
}

// ---- checks (`.check(...)`) ----

function minimumIssue(path: PropertyKey[], origin: string, minimum: number, inclusive: boolean, input: unknown): Issue {
  return { code: 'too_small', path, input, message: `Too small: expected ${origin} to be ${inclusive ? '>=' : '>'}${minimum}` };
}

export function minLength<O extends string | readonly unknown[]>(minimum: number): Check<O> {
  return (value, path, issues) => {
    if (value.length < minimum) issues.push(minimumIssue(path, typeof value === 'string' ? 'string' : 'array', minimum, true, value));
    return value;
  };
}

function atLeast(minimum: number, inclusive: boolean): Check<number> {
  return (value, path, issues) => {
    if (inclusive ? value < minimum : value <= minimum) issues.push(minimumIssue(path, 'number', minimum, inclusive, value));
    return value;
  };
}
export const gt = (minimum: number) => atLeast(minimum, false);
export const positive = () => atLeast(0, false);
export const nonnegative = () => atLeast(0, true);

export const trim = (): Check<string> => (value) => value.trim();

export function startsWith(prefix: string, params?: { message?: string }): Check<string> {
  return (value, path, issues) => {
    if (!value.startsWith(prefix)) issues.push({ code: 'invalid_format', path, input: value, message: params?.message ?? `Invalid string: must start with "${prefix}"` });
    return value;
  };
}

export function refine<O>(test: (value: O) => boolean, params?: { message?: string }): Check<O> {
  return (value, path, issues) => {
    if (!test(value)) issues.push({ code: 'custom', path, input: value, message: params?.message ?? 'Invalid input' });
    return value;
  };
}
