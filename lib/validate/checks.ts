/**
 * A few composable validators for data from outside (a backup file, the helper's lines, a web
 * page's messages): each checks a value's type and bounds and returns it typed, or throws a
 * SchemaError naming the field ("notices.x.deadline: expected a string"). Hand-written rather
 * than a library: five shapes need about a hundred lines, and the extension's bundles stay as
 * they are. Objects keep only the fields their shape names, so nothing unchecked gets through.
 */

/** Thrown when a value does not fit its shape; the message names the field. */
export class SchemaError extends Error {
  constructor(path: string, message: string) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'SchemaError';
  }
}

/** Checks `value` (at `path`, for the message) and returns it typed. */
export type Check<T> = (value: unknown, path?: string) => T;
export type Infer<C> = C extends Check<infer T> ? T : never;

const fail = (path: string | undefined, message: string): never => {
  throw new SchemaError(path ?? '', message);
};

export function str(opts: { max?: number; min?: number; pattern?: RegExp; what?: string } = {}): Check<string> {
  return (value, path) => {
    if (typeof value !== 'string') return fail(path, 'expected a string');
    if (opts.max !== undefined && value.length > opts.max) return fail(path, `longer than ${opts.max} characters`);
    if (opts.min !== undefined && value.length < opts.min) return fail(path, `shorter than ${opts.min} characters`);
    if (opts.pattern && !opts.pattern.test(value)) return fail(path, `not ${opts.what ?? 'in the expected form'}`);
    return value;
  };
}

export function num(opts: { min?: number; max?: number; integer?: boolean } = {}): Check<number> {
  return (value, path) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return fail(path, 'expected a number');
    if (opts.integer && !Number.isInteger(value)) return fail(path, 'expected a whole number');
    if (opts.min !== undefined && value < opts.min) return fail(path, `less than ${opts.min}`);
    if (opts.max !== undefined && value > opts.max) return fail(path, `more than ${opts.max}`);
    return value;
  };
}

export const bool: Check<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, 'expected true or false'));

export function oneOf<const T extends readonly (string | number | boolean | null)[]>(values: T): Check<T[number]> {
  return (value, path) => (values.includes(value as T[number]) ? (value as T[number]) : fail(path, `expected one of ${values.join(', ')}`));
}

/** Absent (undefined or null) is allowed and read as undefined. */
export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path) => (value === undefined || value === null ? undefined : check(value, path));
}

export function array<T>(check: Check<T>, opts: { max?: number } = {}): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'expected a list');
    if (opts.max !== undefined && value.length > opts.max) return fail(path, `more than ${opts.max} items`);
    return value.map((item, i) => check(item, `${path ?? ''}[${i}]`));
  };
}

type Shape = Record<string, Check<unknown>>;
type Optional<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
export type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, Optional<S>>]: Infer<S[K]> } & { [K in Optional<S>]?: Exclude<Infer<S[K]>, undefined> };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with these fields (others are dropped; absent optional ones left out). */
export function object<S extends Shape>(shape: S): Check<ObjectOf<S>> {
  return (value, path) => {
    if (!isPlainObject(value)) return fail(path, 'expected an object');
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(value[key], path ? `${path}.${key}` : key);
      if (checked !== undefined) out[key] = checked;
    }
    return out as ObjectOf<S>;
  };
}

/** A key → value map (a store collection), at most `max` entries. */
export function record<T>(check: Check<T>, opts: { max?: number } = {}): Check<Record<string, T>> {
  return (value, path) => {
    if (!isPlainObject(value)) return fail(path, 'expected an object');
    const entries = Object.entries(value);
    if (opts.max !== undefined && entries.length > opts.max) return fail(path, `more than ${opts.max} entries`);
    const out: Record<string, T> = {};
    for (const [key, item] of entries) out[key] = check(item, `${path ?? ''}[${JSON.stringify(key.slice(0, 80))}]`);
    return out;
  };
}

/** A check that also requires `test` of the checked value. */
export function refine<T>(check: Check<T>, test: (value: T) => boolean, message: string): Check<T> {
  return (value, path) => {
    const checked = check(value, path);
    return test(checked) ? checked : fail(path, message);
  };
}
