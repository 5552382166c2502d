import { siteUrlFrom } from './site-url.ts';

describe('siteUrlFrom: the public address a build writes into its pages', () => {
  it('takes SITE_URL, without a trailing slash', () => {
    expect(siteUrlFrom({ SITE_URL: 'https://www.plant.example/' }, 'build')).toBe('https://www.plant.example');
  });

  it('takes the address a host gives its builds when SITE_URL is not set', () => {
    expect(siteUrlFrom({ NETLIFY: 'true', URL: 'https://plant.netlify.app' }, 'build')).toBe(
      'https://plant.netlify.app',
    );
    expect(siteUrlFrom({ VERCEL_PROJECT_PRODUCTION_URL: 'plant.vercel.app' }, 'build')).toBe(
      'https://plant.vercel.app',
    );
  });

  it('stops a Cloudflare Pages build without SITE_URL: its CF_PAGES_URL is one deployment’s address, not the site’s', () => {
    const env = { CF_PAGES: '1', CF_PAGES_URL: 'https://abc123.plant.pages.dev' };
    expect(() => siteUrlFrom(env, 'build')).toThrow(
      /\(https:\/\/abc123\.plant\.pages\.dev\) is the address of this one deployment.*set SITE_URL/s,
    );
    expect(siteUrlFrom({ ...env, SITE_URL: 'https://www.plant.example' }, 'build')).toBe('https://www.plant.example');
  });

  it('prefers SITE_URL to the host’s address', () => {
    expect(
      siteUrlFrom(
        { SITE_URL: 'https://www.plant.example', NETLIFY: 'true', URL: 'https://plant.netlify.app' },
        'build',
      ),
    ).toBe('https://www.plant.example');
  });

  it('stops a production build that has no address, saying how to give one', () => {
    expect(() => siteUrlFrom({}, 'build')).toThrow(/SITE_URL is not set/);
    expect(() => siteUrlFrom({ URL: 'https://not-netlify.example' }, 'build')).toThrow(/SITE_URL is not set/);
  });

  it('lets the development server run without one', () => {
    expect(siteUrlFrom({}, 'develop')).toBe('http://localhost:8000');
  });

  it('refuses an address with a path or another scheme', () => {
    expect(() => siteUrlFrom({ SITE_URL: 'https://www.plant.example/site' }, 'build')).toThrow(/origin with no path/);
    expect(() => siteUrlFrom({ SITE_URL: 'ftp://plant.example' }, 'build')).toThrow(/origin with no path/);
  });
});
