import { EMAIL_INPUT_PATTERN } from './emailPattern.ts';
import { contactSchema, EMAIL_PATTERN } from './schema.ts';

const schema = contactSchema({
  nameRequired: 'name missing',
  emailRequired: 'email missing',
  emailInvalid: 'email invalid',
  emailTooLong: 'email too long',
  messageRequired: 'message missing',
});

const errorsOf = async (values: Record<string, string>) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('contact schema', () => {
  it('accepts a complete message', async () => {
    expect(await errorsOf({ name: 'Ada', email: 'ada@plant.example', message: 'Hello' })).toEqual([]);
  });

  it('requires every field, and blank space does not count', async () => {
    expect(await errorsOf({ name: ' ', email: '', message: '\n' })).toEqual([
      'name missing',
      'email missing',
      'message missing',
    ]);
  });

  it('refuses a name or message of nothing a reader can see: zero-width marks, or spaces of any kind', async () => {
    expect(
      await errorsOf({ name: '\u200B\u200C\u200D\u2060\uFEFF', email: 'a@b.co', message: '\u00A0\u3000' }),
    ).toEqual(['name missing', 'message missing']);
  });

  // Letters and symbols to Unicode that show as nothing: fillers, a blank, and marks with nothing to sit on.
  it.each([
    ['the Hangul filler', '\u3164'],
    ['the Hangul choseong filler', '\u115F'],
    ['the Hangul jungseong filler', '\u1160'],
    ['the halfwidth Hangul filler', '\uFFA0'],
    ['the braille blank', '\u2800'],
    ['the Mongolian vowel separator', '\u180E'],
    ['a line and a paragraph separator', '\u2028\u2029'],
    ['combining marks alone', '\u0301\u0308\u20DD'],
    ['variation selectors', '\uFE0F\uFE00\u{E0100}'],
    ['the combining grapheme joiner', '\u034F'],
    ['the Khmer inherent vowels', '\u17B4\u17B5'],
    ['a soft hyphen', '\u00AD'],
    ['tag characters', '\u{E0041}\u{E007F}'],
    ['a mix of them with spaces', ' \u3164\u2800 \u115F\u200B '],
  ])('refuses a name or message of only %s', async (_, blank) => {
    expect(await errorsOf({ name: blank, email: 'a@b.co', message: blank })).toEqual([
      'name missing',
      'message missing',
    ]);
  });

  it('accepts a name in any script, or a message of one emoji', async () => {
    expect(await errorsOf({ name: '李', email: 'a@b.co', message: '👍' })).toEqual([]);
    expect(await errorsOf({ name: '김민준', email: 'a@b.co', message: '❤️' })).toEqual([]);
  });

  it('accepts visible text with a filler or a blank beside it', async () => {
    expect(await errorsOf({ name: '\u3164Ada', email: 'a@b.co', message: '\u2800\u2800ok' })).toEqual([]);
  });

  it('refuses an email longer than mail can carry (254 characters), and takes one of exactly 254', async () => {
    // A domain of labels of at most 63 characters, as the pattern allows.
    const domain = (length: number) =>
      Array.from({ length: 5 }, () => 'b'.repeat(61))
        .join('.')
        .slice(0, length);
    const address = (length: number) => `${'a'.repeat(64)}@${domain(length - 71)}.co.uk`;
    expect(address(254)).toHaveLength(254);
    expect(await errorsOf({ name: 'A', email: address(255), message: 'M' })).toEqual(['email too long']);
    expect(await errorsOf({ name: 'A', email: address(254), message: 'M' })).toEqual([]);
  });

  it.each(['plainaddress', 'a@', '@b.co', 'a b@c.co', 'a@b..co', 'a@-b.co'])(
    'rejects %p as an email',
    async (email) => {
      expect(await errorsOf({ name: 'A', email, message: 'M' })).toEqual(['email invalid']);
    },
  );

  it.each(['a@b.co', 'first.last+tag@sub.example.co.uk', "o'neil@example.com", ' spaced@example.com '])(
    'accepts %p as the browser would',
    async (email) => {
      expect(await errorsOf({ name: 'A', email, message: 'M' })).toEqual([]);
    },
  );

  it('uses the pattern of the HTML standard, with a dot in the domain: no reply reaches sam@plant', async () => {
    expect(await errorsOf({ name: 'A', email: 'sam@plant', message: 'M' })).toEqual(['email invalid']);
    expect(EMAIL_PATTERN.test('user@localhost')).toBe(false);
    expect(EMAIL_PATTERN.test('user@exa_mple.com')).toBe(false);
    expect(EMAIL_PATTERN.test('sam@plant.example')).toBe(true);
  });

  it('asks the same dot of a visitor without JavaScript, in a pattern the browser can read', () => {
    // As the browser applies an input's pattern: the whole value, with the v flag.
    const asked = new RegExp(`^(?:${EMAIL_INPUT_PATTERN})$`, 'v');
    expect(asked.test('sam@plant')).toBe(false);
    expect(asked.test('sam@plant.example')).toBe(true);
    expect(asked.test('first.last+tag@sub.example.co.uk')).toBe(true);
  });
});
