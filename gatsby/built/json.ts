/**
 * JSON read from disk, checked as it is read by the same checker as the content (yup): a schema names the parts a
 * reader relies on, and a file that does not fit it throws, naming the file and the place in it. The build's readers
 * (page-files.ts, build.ts) and the scripts in scripts/ read their JSON through it. Node runs those scripts as they
 * are, so this file imports node: builtins and yup only.
 */
import fs from 'node:fs';
import { lazy, object, ValidationError, type Lazy, type Schema } from 'yup';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object used as a map: any keys, every value checked by `entry`. */
export const record = <S extends Schema>(entry: S) =>
  lazy((value: unknown) =>
    object(Object.fromEntries(Object.keys(isObject(value) ? value : {}).map((key) => [key, entry]))).required(),
  );

/** `value` checked against `schema` as it is (nothing cast, nothing filled in), or an error naming `at`. */
export function checked<T>(value: unknown, schema: Schema<T> | Lazy<T>, at: string): T {
  try {
    return schema.validateSync(value, { strict: true });
  } catch (error) {
    throw error instanceof ValidationError ? new Error(`${at}: ${error.message}`) : error;
  }
}

/** The JSON in `file`, checked against `schema`. */
export const readJson = <T>(file: string, schema: Schema<T> | Lazy<T>): T =>
  checked(JSON.parse(fs.readFileSync(file, 'utf8')), schema, file);
