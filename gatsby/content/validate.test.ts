import fs from 'node:fs';
import path from 'node:path';
import { editJson, validateEdited, validateEditedFile } from '../../tests/fixtures/edit-content.ts';
import { contentDir, projectDir as project } from '../../tests/fixtures/real-content.ts';
import { validateContent } from './validate.ts';

describe('validateContent', () => {
  it('accepts the content in the repository', () => {
    expect(validateContent({ content: contentDir, project })).toEqual([]);
  });

  it('names the file and the field when a required field is missing', () => {
    const problems = validateEditedFile('pages/about.json', (page) => {
      delete page.hero.heading;
    });
    expect(problems).toEqual(['content/pages/about.json: Hero › Heading is a required field']);
  });

  it('rejects an empty text', () => {
    const problems = validateEditedFile('site.json', (site) => {
      site.email = '';
    });
    expect(problems).toEqual(['content/site.json: Email is a required field']);
  });

  it('rejects a link to a route that does not exist', () => {
    const problems = validateEditedFile('navigation.json', (nav) => {
      nav.header.cta.route = 'pricing';
    });
    expect(problems).toEqual([
      'content/navigation.json: Header › Call to action › Route must name a route in content/routes.json',
    ]);
  });

  it('says once that a phone’s HEIC photo is not a picture the build takes, not again that it is missing', () => {
    const problems = validateEditedFile('pages/home.json', (page) => {
      page.hero.image.src = '../images/site-visit.heic';
    });
    expect(problems).toEqual(['content/pages/home.json: Hero › Image › Picture must be ../images/<name>.png or .jpg']);
  });
  it('says once that the contact page’s hero takes no picture, even one another page has', () => {
    const problems = validateEdited((dir) => {
      let picture: unknown;
      editJson(path.join(dir, 'pages/home.json'), (page) => void (picture = page.hero.image));
      editJson(path.join(dir, 'pages/contact.json'), (page) => void (page.hero.image = picture));
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/pages\/contact\.json: The contact page’s hero shows the first steps/);
  });

  it('asks every route for the name people know it by', () => {
    const problems = validateEditedFile('routes.json', (routes) => {
      delete routes[1].label;
    });
    expect(problems).toEqual(['content/routes.json: Pages and their addresses › 2nd › Label is a required field']);
  });

  it('refuses a link whose own words are empty, rather than its page’s name', () => {
    const problems = validateEditedFile('navigation.json', (nav) => {
      nav.header.links[0].label = '';
    });
    expect(problems).toEqual([
      'content/navigation.json: Header › Links › 1st › Label must not be empty: leave it out to use the page’s name',
    ]);
  });

  it('reports a route without a page file', () => {
    const problems = validateEdited((dir) => fs.rmSync(path.join(dir, 'pages/contact.json')));
    expect(problems).toEqual(['content/pages/contact.json: file is missing']);
  });

  it('reports a route with no template or page schema', () => {
    const problems = validateEdited((dir) => {
      editJson(path.join(dir, 'routes.json'), (routes) =>
        routes.push({ name: 'pricing', path: '/pricing/', label: 'Pricing' }),
      );
      fs.copyFileSync(path.join(dir, 'pages/about.json'), path.join(dir, 'pages/pricing.json'));
    });
    expect(problems).toEqual([
      'content/pages/pricing.json: no template src/templates/pricing.tsx for route "pricing"',
      'content/routes.json: route "pricing" has no page schema: add gatsby/content/schemas/pages/pricing.ts and list it in index.ts there',
    ]);
  });

  it('reports a route path without its trailing slash', () => {
    const problems = validateEditedFile('routes.json', (routes) => {
      routes[1].path = '/about';
    });
    expect(problems).toEqual([
      'content/routes.json: Pages and their addresses › 2nd › Path must start and end with "/"',
    ]);
  });

  it('reports a page file that belongs to no route', () => {
    const problems = validateEdited((dir) =>
      fs.copyFileSync(path.join(dir, 'pages/about.json'), path.join(dir, 'pages/pricing.json')),
    );
    expect(problems).toEqual(['content/pages/pricing.json: no route "pricing" in content/routes.json']);
  });

  it('names a key the site does not read, so a misspelt field is not dropped quietly', () => {
    const problems = validateEditedFile('pages/about.json', (page) => {
      page.hero.tagLine = 'Engineers first';
    });
    expect(problems).toEqual(['content/pages/about.json: Hero has keys the site does not read: tagLine']);
  });

  it('names an unknown key at the top of a file and in a list', () => {
    const problems = validateEditedFile('site.json', (site) => {
      site.emial = 'x@y.example';
      site.social[0].handle = '@x';
    });
    expect(problems.sort()).toEqual([
      'content/site.json: Social › 1st has keys the site does not read: handle',
      'content/site.json: the file has keys the site does not read: emial',
    ]);
  });

  it('checks each case study in content/case-studies, and links may name it', () => {
    const problems = validateEdited((dir) => {
      editJson(path.join(dir, 'case-studies/onsite-energy.json'), (study) => {
        delete study.label;
      });
      editJson(path.join(dir, 'navigation.json'), (nav) => {
        nav.header.cta.route = 'case-study-onsite-energy';
      });
    });
    expect(problems).toEqual(['content/case-studies/onsite-energy.json: Label is a required field']);
  });

  it('reports an image file that does not exist', () => {
    const problems = validateEditedFile('pages/home.json', (page) => {
      page.hero.image.src = '../images/missing.png';
    });
    expect(problems).toEqual(['content/pages/home.json: image ../images/missing.png does not exist']);
  });

  it('rejects an icon the site does not have', () => {
    const problems = validateEditedFile('pages/about.json', (page) => {
      page.expertise.items[0].icon = 'unicorn';
    });
    expect(problems).toEqual([
      'content/pages/about.json: Expertise › Items › 1st › Icon must name a lucide icon, e.g. chart-line (https://lucide.dev/icons)',
    ]);
  });

  it('names a missing section of a page', () => {
    const problems = validateEditedFile('pages/energy-management.json', (page) => {
      delete page.faq;
    });
    expect(problems).toEqual(['content/pages/energy-management.json: FAQ is a required field']);
  });

  it('lets a page show the case studies only of a service the index filters by', () => {
    const problems = validateEditedFile('pages/energy-management.json', (page) => {
      page.caseStudies.service = 'about';
    });
    expect(problems).toEqual([
      'content/pages/energy-management.json: Case studies › Service must be one of the services the index filters by: ai-solutions, industrial-iot-controls, industrial-data-platforms, energy-management',
    ]);
  });

  it('names a linked item after the page it links to, so a title of its own is refused', () => {
    const problems = validateEditedFile('pages/home.json', (page) => {
      page.solutions.items[0].title = 'Industrial Control & Monitoring';
      delete page.services.items[0].title;
    });
    expect(problems).toEqual([
      'content/pages/home.json: Services › Items › 1st needs a title, or a link whose page names it',
      'content/pages/home.json: Solutions › Items › 1st takes its title from the page it links to: leave out its title',
    ]);
  });
  it('says once that the form lists no offers, not again for every link that opens the form on one', () => {
    const problems = validateEditedFile('form.json', (form) => {
      form.offers = [];
    });
    expect(problems).toEqual(['content/form.json: Offers must list at least one: add one back']);
  });
  it('says once what is wrong with a picture’s words that are only spaces', () => {
    const problems = validateEditedFile('pages/home.json', (page) => {
      page.logos.items[0].alt = '   ';
    });
    expect(problems).toEqual([
      'content/pages/home.json: Logos › Items › 1st › What the picture shows is empty: write what the picture shows (it is read aloud to people who cannot see it), or tick decorative if it only decorates',
    ]);
  });
});
