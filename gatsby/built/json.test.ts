/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anything, array, number, object, optional, readJson, record, string } from './json.ts';

describe('JSON checked as it is read', () => {
  const shape = object({
    name: string,
    sizes: array(number),
    limits: record(number),
    note: optional(string),
  });

  it('returns the fields it names, each of its type, and leaves out the others', () => {
    const value = { name: 'home', sizes: [1, 2], limits: { js: 100 }, note: 'first', extra: true };
    expect(shape(value, 'budgets.json')).toEqual({ name: 'home', sizes: [1, 2], limits: { js: 100 }, note: 'first' });
  });

  it('lets an optional field be left out', () => {
    expect(shape({ name: 'home', sizes: [], limits: {} }, 'budgets.json')).toEqual({
      name: 'home',
      sizes: [],
      limits: {},
    });
  });

  it('throws naming the file and the place of a value of the wrong kind', () => {
    expect(() => shape({ name: 'home', sizes: [1, '2'], limits: {} }, 'budgets.json')).toThrow(
      'budgets.json.sizes[1]: expected a number, found "2"',
    );
    expect(() => shape({ name: 'home', sizes: [], limits: { js: null } }, 'budgets.json')).toThrow(
      'budgets.json.limits.js: expected a number, found null',
    );
    expect(() => shape({ sizes: [], limits: {} }, 'budgets.json')).toThrow(
      'budgets.json.name: expected a string, found nothing',
    );
    expect(() => shape([], 'budgets.json')).toThrow('budgets.json: expected an object, found []');
  });

  it('keeps a part it does not read as it is', () => {
    const whole = { label: 'A', nested: { any: [1, 'two'] } };
    expect(record(anything)(whole, 'study.json')).toEqual(whole);
  });

  it('reads a file and checks it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-'));
    const file = path.join(dir, 'data.json');
    fs.writeFileSync(file, '{"name": 7}');
    expect(() => readJson(file, object({ name: string }))).toThrow(`${file}.name: expected a string, found 7`);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
