import { contentNodeModel, contentResolvers } from '../../tests/support/resolvers.ts';
import { realContent } from '../../tests/fixtures/real-content.ts';

const { site } = realContent;

describe('the build’s content resolvers', () => {
  const { facts, routePath, linkLabel, routeSummary, itemTitle } = contentResolvers();

  const context = { nodeModel: contentNodeModel() };
  const field = { fieldName: 'label' };

  it('fills {founder}, {company} and {email} in any string or list of strings', async () => {
    const source = { bio: 'Founded by {founder} as {company}.', steps: ['Write to {email}.'] };
    expect(await facts!(source, {}, context, { fieldName: 'bio' })).toBe(`Founded by ${site.founder} as ${site.name}.`);
    expect(await facts!(source, {}, context, { fieldName: 'steps' })).toEqual([`Write to ${site.email}.`]);
  });

  it('gives a link its words from its route, unless it has its own, with the company’s facts filled in', async () => {
    expect(await linkLabel!({ route: 'ai-solutions' }, {}, context, field)).toBe('AI Solutions');
    expect(await linkLabel!({ label: 'Talk to {founder}', route: 'contact' }, {}, context, field)).toBe(
      `Talk to ${site.founder}`,
    );
    expect(await linkLabel!({ label: 'Explore {page}', route: 'edge-bridge' }, {}, context, field)).toBe(
      'Explore Edge Bridge',
    );
    expect(await linkLabel!({ route: 'case-study-onsite-energy' }, {}, context, field)).toBe('On-Site Energy');
  });

  it('titles an item that links to a page with the page’s name, and any other item with its own title', async () => {
    const title = { fieldName: 'title' };
    const linked = { link: { label: 'Learn more', route: 'industrial-iot-controls' } };
    expect(await itemTitle!(linked, {}, context, title)).toBe('Industrial Controls & IoT');
    expect(await itemTitle!({ title: 'Twins by {company}' }, {}, context, title)).toBe(`Twins by ${site.name}`);
  });

  it('gives a link its route’s line for menus, where the route has one', async () => {
    expect(await routeSummary!({ route: 'edge-bridge' }, {}, context, field)).toEqual(expect.stringContaining('MQTT'));
    expect(await routeSummary!({ route: 'home' }, {}, context, field)).toBeNull();
  });

  it('gives a link its URL from its route and anchor', async () => {
    expect(
      await routePath!({ label: 'Our work', route: 'ai-solutions', hash: 'case-studies' }, {}, context, field),
    ).toBe('/ai-solutions/#case-studies');
  });

  it('reads the nodes of the routes, case studies, company facts and offers, so a change to one runs it again', async () => {
    const read: string[] = [];
    const { nodeModel } = context;
    const watched = {
      ...nodeModel,
      findAll: (query: { type: string }) => (read.push(query.type), nodeModel.findAll(query)),
    };
    await routePath!({ route: 'about' }, {}, { nodeModel: watched }, field);
    expect(new Set(read)).toEqual(new Set(['RoutesJson', 'CaseStudyJson', 'SiteJson', 'FormJson']));
    read.length = 0;
    await facts!({ bio: '{company}' }, {}, { nodeModel: watched }, { fieldName: 'bio' });
    expect(new Set(read)).toEqual(new Set(['RoutesJson', 'CaseStudyJson', 'SiteJson', 'FormJson']));
  });
});
