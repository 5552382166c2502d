/**
 * @jest-environment node
 */
import { describeJsonMistake, firstMistake } from './json-syntax.ts';

describe('firstMistake: where a JSON file first goes wrong, and what should be there', () => {
  it.each([
    ['{"a": 1}', null],
    ['[1, -2.5e3, "x", true, false, null, {}, []]', null],
    ['{"a": "tab\\tand \\u00e9"}', null],
  ])('finds nothing wrong in %s', (text, expected) => {
    expect(firstMistake(text)).toBe(expected);
  });

  // The expected words: the whole of them, or a matcher for their part that matters.
  it.each<[string, number, unknown]>([
    ['{"a": 1 "b": 2}', 8, 'a comma , before the next field, or } to close the group'],
    ['{"a": 1,}', 8, 'another "name": value after the comma, or no comma after the last one'],
    ['{a: 1}', 1, 'a field name in double quotes, such as "title"'],
    ['{"a" 1}', 5, 'a colon : between the field name and its value'],
    [
      '{"a": x}',
      6,
      'a value for this field: a text in double quotes, a number, true, false, null, a list [...] or a group {...}',
    ],
    [
      '{"a": tru}',
      6,
      'a value for this field: a text in double quotes, a number, true, false, null, a list [...] or a group {...}',
    ],
    ['{"a": [1, 2,]}', 12, 'another item after the comma, or no comma after the last one'],
    ['[1 2]', 3, 'a comma , before the next item, or ] to close the list'],
    ['{"a": 1}}', 8, 'nothing more: the content has already ended'],
    ['{"a": "x\ny"}', 8, expect.stringContaining('a closing quote " before the end of the line')],
    ['{"a": "x', 6, 'a closing quote " for the text that starts here'],
    ['{"a": "\\q"}', 8, expect.stringContaining('after a backslash')],
    ['{"a": ', 6, 'a value for this field, but the file ends here'],
    ['  \n', 0, 'some content, but the file is empty'],
  ])('%j: at %i, expects %s', (text, at, expected) => {
    expect(firstMistake(text)).toEqual({ at, expected });
  });

  it('agrees with JSON.parse on which texts are valid', () => {
    const texts = ['{"a":[1,{"b":null}]}', '{"a":01}', '[1,]', '"x"', '1.', '-', '{"a":"\\u12"}', '[] []'];
    for (const text of texts) {
      const valid = (() => {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      })();
      expect([text, firstMistake(text) === null]).toEqual([text, valid]);
    }
  });
});

describe('describeJsonMistake: the message a content editor reads', () => {
  it('names the file, line and column, shows the line before and the line itself, and puts a caret under the spot', () => {
    const text = '{\n  "phone": "+44 20 7946 0000"\n  "email": "hello@plant.example"\n}\n';
    expect(describeJsonMistake('content/site.json', text)).toBe(
      [
        'content/site.json, line 3, column 3: expected a comma , before the next field, or } to close the group',
        '  2 |   "phone": "+44 20 7946 0000"',
        '> 3 |   "email": "hello@plant.example"',
        '    |   ^',
      ].join('\n'),
    );
  });

  it('is null for valid JSON', () => {
    expect(describeJsonMistake('content/site.json', '{}')).toBeNull();
  });
});
