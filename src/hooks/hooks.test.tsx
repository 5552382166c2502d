import { renderHook } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { footer, formContent, header, mockStaticQueries, site } from '../../tests/fixtures/content.ts';
import { useFormContent } from '../contact/useFormContent.ts';
import { useSiteContent } from './useSiteContent.ts';
import { useSiteUrl } from './useSiteUrl.ts';

/** Expects the hook to throw this message, with React's own report of the error kept out of the console. */
function expectToThrow(hook: () => unknown, message: string) {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(hook)).toThrow(message);
  log.mockRestore();
}

describe('content hooks', () => {
  it('useSiteContent gives the company facts and both navigations', () => {
    mockStaticQueries();
    expect(renderHook(useSiteContent).result.current).toEqual({ site, navigation: { header, footer } });
  });

  it('useSiteContent names the content files when they are missing', () => {
    jest.mocked(useStaticQuery).mockReturnValue({ siteJson: null, navigationJson: null });
    expectToThrow(useSiteContent, 'content/site.json and content/navigation.json must exist');
  });

  it('useFormContent gives the form words, and names content/form.json when it is missing', () => {
    jest.mocked(useStaticQuery).mockReturnValue({ formJson: formContent });
    expect(renderHook(useFormContent).result.current).toEqual(formContent);
    jest.mocked(useStaticQuery).mockReturnValue({ formJson: null });
    expectToThrow(useFormContent, 'content/form.json must exist');
  });

  it('useSiteUrl gives the configured address, or nothing where none is set', () => {
    mockStaticQueries();
    expect(renderHook(useSiteUrl).result.current).toBe('https://www.test.example');
    jest.mocked(useStaticQuery).mockReturnValue({ site: { siteMetadata: { siteUrl: null } } });
    expect(renderHook(useSiteUrl).result.current).toBe('');
  });
});
