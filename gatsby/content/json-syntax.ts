/**
 * A JSON syntax error told so that someone who edits content, not code, can fix it: the file, line and column, the
 * line itself with a caret under the spot, and what the file should have there. JSON.parse says where only for some
 * mistakes ("Unexpected token ']'" has no position), so a small scanner walks the text to the first mistake itself.
 */

interface Mistake {
  /** Offset in the text of the first character that cannot be there. */
  at: number;
  /** What the file should have at that spot, in words. */
  expected: string;
}

class Found extends Error {
  readonly mistake: Mistake;
  constructor(mistake: Mistake) {
    super(mistake.expected);
    this.mistake = mistake;
  }
}

const literals = ['true', 'false', 'null'];

/** The first mistake in `text`, or null when it is valid JSON. */
export function firstMistake(text: string): Mistake | null {
  let at = 0;
  const fail = (expected: string, where = at): never => {
    throw new Found({ at: where, expected });
  };
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1;
  };

  function string() {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') {
      const character = text[at]!;
      if (character === '\n' || character === '\r')
        fail(
          'a closing quote " before the end of the line (a text cannot run over two lines; write \\n for a new line)',
        );
      if (character < ' ') fail('no control character inside the text (a tab is written \\t)');
      if (character === '\\') {
        at += 1;
        if (!'"\\/bfnrtu'.includes(text[at] ?? ''))
          fail('one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after a backslash');
        if (text[at] === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5)))
          fail('four hexadecimal digits after \\u, such as \\u00e9');
      }
      at += 1;
    }
    if (at >= text.length) fail('a closing quote " for the text that starts here', start);
    at += 1;
  }

  function value(what: string) {
    skipSpace();
    const character = text[at];
    if (character === '{') return object();
    if (character === '[') return array();
    if (character === '"') return string();
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (number) {
      at += number[0].length;
      return;
    }
    const literal = literals.find((word) => text.startsWith(word, at));
    if (literal) {
      at += literal.length;
      return;
    }
    if (character === undefined) return fail(`${what}, but the file ends here`);
    return fail(`${what}: a text in double quotes, a number, true, false, null, a list [...] or a group {...}`);
  }

  /** Skips spaces, then steps over `char` if it comes next; says whether it did. */
  const take = (char: string) => {
    skipSpace();
    if (text[at] !== char) return false;
    at += 1;
    return true;
  };

  function object() {
    at += 1;
    if (take('}')) return;
    for (let first = true; ; first = false) {
      skipSpace();
      if (text[at] !== '"') {
        fail(
          !first && text[at] === '}'
            ? 'another "name": value after the comma, or no comma after the last one'
            : 'a field name in double quotes, such as "title"',
        );
      }
      string();
      if (!take(':')) fail('a colon : between the field name and its value');
      value('a value for this field');
      if (take('}')) return;
      if (!take(',')) fail('a comma , before the next field, or } to close the group');
    }
  }

  function array() {
    at += 1;
    if (take(']')) return;
    for (;;) {
      value('an item of the list');
      if (take(']')) return;
      if (!take(',')) fail('a comma , before the next item, or ] to close the list');
      skipSpace();
      if (text[at] === ']') fail('another item after the comma, or no comma after the last one');
    }
  }

  try {
    if (text.trim() === '') fail('some content, but the file is empty', 0);
    value('a value');
    skipSpace();
    if (at < text.length) fail('nothing more: the content has already ended');
    return null;
  } catch (error) {
    if (error instanceof Found) return error.mistake;
    throw error;
  }
}

/** The line and column (both from 1) of an offset in `text`. */
function place(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * `file`, line and column, what should be there, and the lines around it with a caret under the spot. Null when the
 * text is valid JSON.
 */
export function describeJsonMistake(file: string, text: string): string | null {
  const mistake = firstMistake(text);
  if (!mistake) return null;
  const { line, column } = place(text, mistake.at);
  const lines = text.split('\n');
  const width = String(line).length;
  const show = (number: number) =>
    `${number === line ? '>' : ' '} ${String(number).padStart(width)} | ${lines[number - 1]}`;
  const frame = [line - 1, line].filter((number) => number >= 1).map(show);
  const caret = `  ${' '.repeat(width)} | ${lines[line - 1]!.slice(0, column - 1).replace(/[^\t]/g, ' ')}^`;
  return `${file}, line ${line}, column ${column}: expected ${mistake.expected}\n${[...frame, caret].join('\n')}`;
}
