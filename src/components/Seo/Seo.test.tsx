import { render } from '@testing-library/react';
import { mockStaticQueries } from '../../../tests/fixtures/content.ts';
import { Seo } from './Seo.tsx';

// eslint-disable-next-line testing-library/no-node-access -- head tags have no role
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
    // eslint-disable-next-line testing-library/no-node-access -- head tags have no role
    expect(document.head.querySelector('title')?.textContent).toBe('About | Test Works');
    expect(meta('meta[name="description"]')).toBe('Who we are.');
  });

  it('points the canonical URL at the page on the site address', () => {
    renderSeo();
    // eslint-disable-next-line testing-library/no-node-access -- head tags have no role
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.test.example/about/',
    );
  });

  it('describes the page for social cards', () => {
    renderSeo();
    expect(meta('meta[property="og:title"]')).toBe('About | Test Works');
    expect(meta('meta[property="og:description"]')).toBe('Who we are.');
    expect(meta('meta[property="og:url"]')).toBe('https://www.test.example/about/');
    expect(meta('meta[property="og:locale"]')).toBe('en_GB');
    expect(meta('meta[name="twitter:title"]')).toBe('About | Test Works');
  });

  it('shows the social card image, large, on every page', () => {
    renderSeo();
    expect(meta('meta[property="og:image"]')).toBe('https://www.test.example/social-card.png');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe('https://www.test.example/social-card.png');
  });

  it("describes the company as schema.org data, followed by the page's own", () => {
    const { container } = render(
      <Seo
        title="FAQ"
        description="Answers."
        pathname="/faq/"
        structuredData={[{ '@context': 'https://schema.org', '@type': 'FAQPage' }]}
      />,
    );
    // eslint-disable-next-line testing-library/no-node-access -- structured data scripts have no role
    const data = Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
      (s) => JSON.parse(s.textContent) as Record<string, unknown>,
    );
    expect(data.map((d) => d['@type'])).toEqual(['Organization', 'FAQPage']);
    expect(data[0]).toMatchObject({
      name: 'Test Works Ltd',
      url: 'https://www.test.example/',
      email: 'team@test.example',
      address: { '@type': 'PostalAddress', postalCode: 'LS1 1AA' },
      sameAs: ['https://www.linkedin.com/company/test-works', 'https://www.instagram.com/testworks'],
    });
  });

  it('keeps pages that ask for it out of search results, without a canonical URL', () => {
    renderSeo({ noindex: true });
    expect(meta('meta[name="robots"]')).toBe('noindex');
    // eslint-disable-next-line testing-library/no-node-access -- head tags have no role
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
