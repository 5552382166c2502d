import { render } from '@testing-library/react';
import { mockStaticQueries } from '../../../tests/fixtures/content';
import { Seo } from './Seo';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('Seo', () => {
  beforeEach(mockStaticQueries);

  // Gatsby moves what Head renders into <head>; here it renders in place, so read it from the container.
  function renderSeo(props: Partial<Parameters<typeof Seo>[0]> = {}) {
    const { container } = render(<Seo title="About" description="Who we are." pathname="/about/" {...props} />);
    document.head.innerHTML = container.innerHTML;
  }

  it('gives the page a title with the company name and its description', () => {
    renderSeo();
    expect(document.head.querySelector('title')?.textContent).toBe('About | Test Works');
    expect(meta('meta[name="description"]')).toBe('Who we are.');
  });

  it('points the canonical URL at the page on the site address', () => {
    renderSeo();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.test.example/about/');
  });

  it('describes the page for social cards', () => {
    renderSeo();
    expect(meta('meta[property="og:title"]')).toBe('About | Test Works');
    expect(meta('meta[property="og:description"]')).toBe('Who we are.');
    expect(meta('meta[property="og:url"]')).toBe('https://www.test.example/about/');
    expect(meta('meta[property="og:locale"]')).toBe('en_GB');
    expect(meta('meta[name="twitter:card"]')).toBeTruthy();
    expect(meta('meta[name="twitter:title"]')).toBe('About | Test Works');
  });

  it('keeps pages that ask for it out of search results, without a canonical URL', () => {
    renderSeo({ noindex: true });
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
