import { telHref } from './telHref.ts';

describe('telHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(telHref('+44 (0)20 7946-0000')).toBe('tel:+440207946' + '0000');
  });
});
