/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { array, mixed, number, object, string } from 'yup';
import { checked, readJson, record } from './json.ts';

describe('JSON checked as it is read', () => {
  const schema = object({
    name: string().required(),
    sizes: array(number().required()).required(),
    limits: record(number().required()),
    note: string(),
  });

  it('returns the value when it fits', () => {
    const value = { name: 'home', sizes: [1, 2], limits: { js: 100 }, note: 'first' };
    expect(checked(value, schema, 'budgets.json')).toEqual(value);
  });

  it('lets an optional field be left out', () => {
    expect(checked({ name: 'home', sizes: [], limits: {} }, schema, 'budgets.json')).toEqual({
      name: 'home',
      sizes: [],
      limits: {},
    });
  });

  it('throws naming the file and the place of a value of the wrong kind, cast to nothing', () => {
    expect(() => checked({ name: 'home', sizes: [1, '2'], limits: {} }, schema, 'budgets.json')).toThrow(
      'budgets.json: sizes[1] must be a `number` type',
    );
    expect(() => checked({ name: 'home', sizes: [], limits: { js: null } }, schema, 'budgets.json')).toThrow(
      'budgets.json: limits.js is a required field',
    );
    expect(() => checked({ name: 'home', sizes: [], limits: { js: '7' } }, schema, 'budgets.json')).toThrow(
      'budgets.json: limits.js must be a `number` type',
    );
    expect(() => checked({ sizes: [], limits: {} }, schema, 'budgets.json')).toThrow(
      'budgets.json: name is a required field',
    );
    expect(() => checked({ name: 'home', sizes: [], limits: [] }, schema, 'budgets.json')).toThrow(
      'budgets.json: limits must be a `object` type',
    );
  });

  it('keeps a part it does not read as it is', () => {
    const whole = { label: 'A', nested: { any: [1, 'two'] } };
    expect(checked(whole, record(mixed()), 'study.json')).toEqual(whole);
  });

  it('reads a file and checks it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-'));
    const file = path.join(dir, 'data.json');
    fs.writeFileSync(file, '{"name": 7}');
    expect(() => readJson(file, object({ name: string().required() }))).toThrow(
      `${file}: name must be a \`string\` type`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
