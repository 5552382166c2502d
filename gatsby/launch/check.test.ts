/**
 * @jest-environment node
 */
import { exampleDetails, launchMessage, verdict } from './check.ts';
import { realContent } from '../../tests/fixtures/real-content.ts';

const withKey = { GATSBY_WEB3FORMS_ACCESS_KEY: 'a-real-key', CMS_REPO: 'northwind/website' };

/** Content of only these files, by their path in the content folder, in name order as the build reads them. */
const contentWith = (files: Record<string, unknown>) =>
  new Map(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));

describe('exampleDetails: what of the shipped examples is still in the content', () => {
  it('lists each example detail of the shipped content by file and field', () => {
    // The details the site ships with, as a copy: the owner replaces those in content/ before launch.
    const shipped = contentWith({
      'site.json': {
        name: 'Example Industrial Ltd',
        shortName: 'Example Industrial',
        founder: 'Jane Doe',
        email: 'hello@example.co.uk',
        phone: '+44 20 7946 0000',
        address: { streetAddress: '1 Example Street', locality: 'Manchester' },
        social: [{ url: 'https://www.linkedin.com/company/example' }, { url: 'https://www.instagram.com/example' }],
      },
      'pages/about.json': { story: { paragraphs: ['Jane started Example Industrial in a small workshop.'] } },
    });
    const where = exampleDetails(shipped, withKey).map((detail) => detail.where);
    expect(where).toEqual(
      expect.arrayContaining([
        'content/site.json: Name',
        'content/site.json: Short name',
        'content/site.json: Founder',
        'content/site.json: Email',
        'content/site.json: Phone',
        'content/site.json: Address › Street address',
        'content/site.json: Social › 1st › Url',
        'content/site.json: Social › 2nd › Url',
        'content/pages/about.json: Story › Paragraphs › 1st',
      ]),
    );
  });

  it('lists each offer shipped as an example by its price, until the owner sets it and clears `example`', () => {
    const dir = contentWith({
      'form.json': {
        offers: [
          { id: 'site-survey', price: 'From £3,200', example: true },
          { id: 'metering-review', price: 'From £1,500', example: false },
        ],
      },
    });
    expect(exampleDetails(dir, withKey)).toEqual([
      { where: 'content/form.json: Offers › 1st › Price', value: 'From £3,200', why: 'an example offer and price' },
    ]);
  });

  it('lists each term of the offers shipped as an example, until the owner sets it and clears `example`', () => {
    const dir = contentWith({
      'pages/contact.json': {
        offers: {
          terms: [
            { term: 'Prices exclude VAT.', example: false },
            { term: 'The fee is credited against a project.', example: true },
          ],
        },
      },
    });
    expect(exampleDetails(dir, withKey)).toEqual([
      {
        where: 'content/pages/contact.json: Offers › Terms › 2nd › Term',
        value: 'The fee is credited against a project.',
        why: 'an example term of the offers',
      },
    ]);
  });

  it('lists each fact about the company shipped as an example by its value, until the owner clears `example`', () => {
    const dir = contentWith({
      'pages/about.json': {
        company: {
          facts: [
            { label: 'Company number', value: '12345678', example: true },
            { label: 'Trading since', value: '2016', example: false },
          ],
        },
      },
    });
    expect(exampleDetails(dir, withKey)).toEqual([
      {
        where: 'content/pages/about.json: Company › Facts › 1st › Value',
        value: '12345678',
        why: 'an example fact about the company',
      },
    ]);
  });

  it('leaves real details and prose that names example.com as an illustration alone', () => {
    const dir = contentWith({
      'site.json': {
        name: 'Northwind Controls Ltd',
        founder: 'Priya Shah',
        email: 'hello@northwind-controls.co.uk',
        phone: '+44 161 496 1234',
        social: [{ url: 'https://www.linkedin.com/company/northwind-controls' }],
      },
      'form.json': { hint: 'Please enter an email address in the format name@example.com.' },
    });
    expect(exampleDetails(dir, withKey)).toEqual([]);
  });

  it('finds the examples wherever they are: a nested page, a drama mobile number, an example URL', () => {
    const dir = contentWith({
      'pages/contact.json': { people: [{ name: 'John Doe', mobile: '07700 900123' }] },
      'case-studies/a.json': { link: 'https://example.org/case' },
    });
    expect(exampleDetails(dir, withKey)).toEqual([
      {
        where: 'content/case-studies/a.json: Link',
        value: 'https://example.org/case',
        why: 'an address at an example domain',
      },
      { where: 'content/pages/contact.json: People › 1st › Name', value: 'John Doe', why: 'an example person' },
      {
        where: 'content/pages/contact.json: People › 1st › Mobile',
        value: '07700 900123',
        why: 'a number from Ofcom’s range for drama, which rings nobody',
      },
    ]);
  });

  it('finds the example team and its drawn portraits, which stand in for real people and photos', () => {
    const dir = contentWith({
      'pages/about.json': {
        people: [{ name: 'Sam Example', photo: { src: '../images/example-portrait-controls.png', alt: 'Portrait' } }],
      },
    });
    expect(exampleDetails(dir, withKey)).toEqual([
      { where: 'content/pages/about.json: People › 1st › Name', value: 'Sam Example', why: 'an example person' },
      {
        where: 'content/pages/about.json: People › 1st › Photo › Picture',
        value: '../images/example-portrait-controls.png',
        why: 'an example picture, drawn to hold the place of a real one',
      },
    ]);
  });

  it('quotes some 60 characters of a long text, around the example', () => {
    const text = `${'Our story starts in 1999 in a small workshop. '.repeat(2)}Example Industrial grew from there.`;
    const dir = contentWith({ 'pages/about.json': { story: text } });
    expect(exampleDetails(dir, withKey)).toEqual([
      {
        where: 'content/pages/about.json: Story',
        value: '…n a small workshop. Example Industrial grew from there.',
        why: 'an example company or street name',
      },
    ]);
  });

  it('counts a missing form key, and a missing repository for the editor, as example details', () => {
    const dir = contentWith({ 'site.json': { name: 'Northwind Controls Ltd' } });
    expect(exampleDetails(dir, {}).map((detail) => detail.where)).toEqual(['GATSBY_WEB3FORMS_ACCESS_KEY', 'CMS_REPO']);
  });

  it('finds the editor’s repository where the host says which one it builds', () => {
    const dir = contentWith({ 'site.json': { name: 'Northwind Controls Ltd' } });
    const key = { GATSBY_WEB3FORMS_ACCESS_KEY: 'a-real-key' };
    for (const env of [
      { GITHUB_REPOSITORY: 'northwind/website' },
      { REPOSITORY_URL: 'https://github.com/northwind/website' },
      { REPOSITORY_URL: 'https://github.com/northwind/web.site.git' },
    ]) {
      expect(exampleDetails(dir, { ...key, ...env })).toEqual([]);
    }
    expect(exampleDetails(dir, { ...key, REPOSITORY_URL: 'https://gitlab.com/northwind/website' })).toHaveLength(1);
  });
});

describe('verdict: whether a build with example details may go on', () => {
  const details = exampleDetails(realContent.files, {});

  it('stops a production build', () => {
    expect(verdict(details, 'https://www.plant.example', {})).toBe('stop');
  });

  it('lets a demo deploy go on when DEMO_SITE is exactly true', () => {
    expect(verdict(details, 'https://www.plant.example', { DEMO_SITE: 'true' })).toBe('demo');
    expect(verdict(details, 'https://www.plant.example', { DEMO_SITE: '1' })).toBe('stop');
  });

  it('only warns for a build served on this machine (npm start, npm test)', () => {
    expect(verdict(details, 'http://127.0.0.1:9000', {})).toBe('warn');
    expect(verdict(details, 'http://localhost:8000', {})).toBe('warn');
  });

  it('passes content with no example left', () => {
    expect(verdict([], 'https://www.plant.example', {})).toBe('pass');
  });
});

describe('launchMessage', () => {
  it('says what to do, then one line per detail with its value and why', () => {
    const message = launchMessage(
      [{ where: 'content/site.json: Phone', value: '+44 20 7946 0000', why: 'a drama number' }],
      'stop',
    );
    expect(message.split('\n')).toEqual([
      expect.stringMatching(/production build.*docs\/launch\.md.*DEMO_SITE=true/),
      '  content/site.json: Phone = "+44 20 7946 0000": a drama number',
    ]);
  });
});
