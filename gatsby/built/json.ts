/**
 * JSON read from disk, checked as it is read: a shape names the parts a reader relies on, and a file that does not
 * fit it throws, naming the file and the place in it. The build's readers (page-files.ts, build.ts) and the scripts
 * in scripts/ read their JSON through it. Node runs those scripts as they are, so this file imports node: builtins
 * only.
 */
import fs from 'node:fs';

/** Checks a value read from JSON and returns it typed, or throws naming `at`, where in the file it is. */
export type Shape<T> = (value: unknown, at: string) => T;

function wrong(at: string, expected: string, value: unknown): never {
  // JSON.stringify gives undefined for a missing value, whatever its type says.
  const found = value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 80);
  throw new Error(`${at}: expected ${expected}, found ${found}`);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const string: Shape<string> = (value, at) => (typeof value === 'string' ? value : wrong(at, 'a string', value));

export const number: Shape<number> = (value, at) => (typeof value === 'number' ? value : wrong(at, 'a number', value));

/** Any JSON value, unchecked: for a part that is copied as it is, not read. */
export const anything: Shape<unknown> = (value) => value;

/** A field that may be left out. */
type Optional<T> = Shape<T | undefined> & { optional: true };
export const optional = <T>(shape: Shape<T>): Optional<T> =>
  Object.assign((value: unknown, at: string) => (value === undefined ? undefined : shape(value, at)), {
    optional: true as const,
  });

export const array =
  <T>(item: Shape<T>): Shape<T[]> =>
  (value, at) =>
    Array.isArray(value) ? value.map((entry, index) => item(entry, `${at}[${index}]`)) : wrong(at, 'a list', value);

/** An object used as a map: any keys, every value of one shape. */
export const record =
  <T>(entry: Shape<T>): Shape<Record<string, T>> =>
  (value, at) =>
    isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, entry(item, `${at}.${key}`)]))
      : wrong(at, 'an object', value);

type Fields = Record<string, Shape<unknown>>;
/** The object an `object(fields)` shape returns: each field of its shape's type, optional ones optional. */
type Checked<F extends Fields> = {
  [K in keyof F as F[K] extends Optional<unknown> ? never : K]: ReturnType<F[K]>;
} & { [K in keyof F as F[K] extends Optional<unknown> ? K : never]?: ReturnType<F[K]> };

/** An object with these fields, each of its shape; other fields are left out of the result. */
export const object =
  <F extends Fields>(fields: F): Shape<Checked<F>> =>
  (value, at) => {
    if (!isObject(value)) return wrong(at, 'an object', value);
    const checked = Object.entries(fields).flatMap(([key, shape]) => {
      const field = shape(value[key], `${at}.${key}`);
      return field === undefined ? [] : [[key, field] as const];
    });
    // Object.fromEntries cannot keep the keys' types: each key of `fields` was just checked by its own shape.
    return Object.fromEntries(checked) as Checked<F>;
  };

/** The JSON in `file`, checked against `shape`. */
export function readJson<T>(file: string, shape: Shape<T>): T {
  return shape(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}
