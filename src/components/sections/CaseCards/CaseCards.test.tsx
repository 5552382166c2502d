import { render, screen, within } from '@testing-library/react';
import { CaseCard } from '../CaseCard/CaseCard.tsx';
import { mockStaticQueries, site, smallChart as chart } from '../../../../tests/fixtures/content.ts';
import { CaseCards } from './CaseCards.tsx';

const water = {
  to: '/case-study-water/',
  label: 'Telemetry for treatment works',
  summary: 'Forty sites in one SCADA',
  sector: 'Water',
  location: 'East Anglia',
  tags: ['DNP3', 'MQTT'],
  headline: { value: '30%', label: 'fewer site visits' },
  readMore: 'Read Full Case Study',
};

describe('CaseCard', () => {
  it('shows the sector and place, the title, the headline figure, a line of context and the tags', () => {
    render(<CaseCard {...water} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Water · East Anglia')).toBeVisible();
    expect(within(card).getByRole('heading', { level: 3, name: water.label })).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- the figure's paragraph has no role
    expect(within(card).getByText('30%').closest('p')).toHaveTextContent('30% fewer site visits');
    expect(within(card).getByText(water.summary)).toBeVisible();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['DNP3', 'MQTT']);
  });

  it('draws its chart small beside the headline figure, hidden from screen readers, and none without a chart', () => {
    const { rerender } = render(<CaseCard {...water} chart={chart} />);
    // eslint-disable-next-line testing-library/no-node-access -- the figure's paragraph and its sparkline have no role
    const figure = within(screen.getByRole('article')).getByText('30%').parentElement!;
    // eslint-disable-next-line testing-library/no-node-access -- the sparkline has no role
    expect(figure.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
    expect(figure).toHaveTextContent('30% fewer site visits');
    rerender(<CaseCard {...water} chart={null} />);
    // eslint-disable-next-line testing-library/no-node-access -- the sparkline has no role
    expect(figure.querySelector('svg')).toBeNull();
  });

  it('is one link to the case study, named by its words and then its title', () => {
    render(<CaseCard {...water} />);
    const links = within(screen.getByRole('article')).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(`Read Full Case Study, ${water.label}`);
    expect(links[0]).toHaveAttribute('href', '/case-study-water/');
  });
});

describe('CaseCards', () => {
  const study = (id: string, label: string) => ({
    id,
    path: `/case-study-${id}/`,
    label,
    summary: 'A line',
    sector: 'Water',
    location: 'Kent',
    tags: ['SCADA'],
    article: { results: [{ value: '1', label: 'site' }] },
    featured: false,
    evidence: null as null | {
      chart: { kind: null; intro: { heading: string }; series: { label: string; values: number[] }[] };
    },
  });

  it('shows the case studies a page was given, in the order the build chose, whatever order the query returned', () => {
    mockStaticQueries();
    const nodes = [study('b', 'Second'), study('a', 'First')];
    render(<CaseCards studies={nodes} order={['a', 'b']} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'First',
      'Second',
    ]);
    // Each card's link reads with the site's words for it, from content, not from the page.
    expect(screen.getAllByText(site.ui.readCaseStudy)).toHaveLength(2);
  });

  it('leads with the first study across the row, its chart wide and named, when asked and when it is featured', () => {
    mockStaticQueries();
    const first = { ...study('a', 'First'), featured: true, evidence: { chart } };
    const { rerender } = render(<CaseCards studies={[first, study('b', 'Second')]} order={['a', 'b']} lead />);
    const [lead, other] = screen.getAllByRole('article');
    expect(lead).toHaveTextContent('Visits a monthBeforeAfter');
    expect(other).not.toHaveTextContent('Visits a month');
    // Not featured, or not asked: no lead.
    rerender(<CaseCards studies={[{ ...first, featured: false }]} order={['a']} lead />);
    expect(screen.getByRole('article')).not.toHaveTextContent('Visits a month');
    rerender(<CaseCards studies={[first]} order={['a']} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('Visits a month');
  });
});
