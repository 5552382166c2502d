import { manifest, robots } from './site-files.ts';

describe('build files', () => {
  it('names the web app after the company, with icons for home screens', () => {
    const app = manifest({ shortName: 'Test Works', strapline: 'We test things' });
    expect(app).toMatchObject({ name: 'Test Works: We test things', short_name: 'Test Works', start_url: '/' });
    expect(app.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', 'any']);
  });

  it('lets robots crawl everything and points them at the sitemap on the site address', () => {
    const lines = robots('https://www.test.example').split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Sitemap: https://www.test.example/sitemap-index.xml']),
    );
    expect(lines.filter((line) => line.startsWith('Disallow'))).toEqual([]);
  });
});
