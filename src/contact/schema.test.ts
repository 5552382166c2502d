import { contactSchema, EMAIL_PATTERN } from './schema';

const schema = contactSchema({
  nameRequired: 'name missing',
  emailRequired: 'email missing',
  emailInvalid: 'email invalid',
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

  it.each(['plainaddress', 'a@', '@b.co', 'a b@c.co', 'a@b..co', 'a@-b.co'])(
    'rejects %p as an email',
    async (email) => {
      expect(await errorsOf({ name: 'A', email, message: 'M' })).toEqual(['email invalid']);
    },
  );

  it.each(['a@b', 'first.last+tag@sub.example.co.uk', "o'neil@example.com", ' spaced@example.com '])(
    'accepts %p as the browser would',
    async (email) => {
      expect(await errorsOf({ name: 'A', email, message: 'M' })).toEqual([]);
    },
  );

  it('uses the pattern of the HTML standard', () => {
    expect(EMAIL_PATTERN.test('user@localhost')).toBe(true);
    expect(EMAIL_PATTERN.test('user@exa_mple.com')).toBe(false);
  });
});
