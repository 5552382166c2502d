import type { Locator } from '@playwright/test';
import { caseStudies, pageContent, present } from '../../support/content.ts';
import { misfits, overlaps } from '../../support/fit.ts';
import { expect, narrowest, openPage, test, widths } from '../../support/test.ts';
import { valueScale } from '../../../src/components/sections/Chart/scale.ts';
import { siteLocale } from '../../../src/lib/locale.ts';

interface Charted {
  path: string;
  chart: { caption: string; tableLabel: string };
  /** What the chart must show beyond its fit: its form, or where its axis starts. */
  shows?: (plot: Locator) => Promise<void>;
}

/** Bars: every point named in the plot, and no line drawn. */
const bars = (points: readonly string[]) => async (plot: Locator) => {
  for (const point of points) await expect(plot.getByText(point, { exact: true })).toBeVisible();
  await expect(plot.locator('path')).toHaveCount(0);
};

// Of the case studies, the first drawn in each form (lines over time, bars of categories, bars of counts), and the
// one whose readings lie closest together, whose axis starts near them rather than at nought.
const studies = caseStudies.map(({ path, evidence }) => ({
  path,
  chart: present(evidence?.chart, `chart of ${path}`),
}));
const readings = ({ chart }: (typeof studies)[number]) => chart.series.flatMap((line) => line.values);
const spread = (study: (typeof studies)[number]) => Math.min(...readings(study)) / Math.max(...readings(study));
const kindOf = ({ chart }: (typeof studies)[number]) => chart.kind ?? 'time';
const closest = studies.filter((study) => kindOf(study) === 'time').reduce((a, b) => (spread(a) >= spread(b) ? a : b));
const { bottom } = valueScale(Math.min(...readings(closest)), Math.max(...readings(closest)));
const firstOf = (kind: string) =>
  present(
    studies.find((study) => kindOf(study) === kind && study !== closest),
    `case study whose chart is of ${kind}`,
  );

const charts: Charted[] = [
  {
    path: '/energy-management/',
    chart: present(pageContent('energy-management').profile, 'energy management load profile'),
  },
  { path: '/ai-solutions/', chart: present(pageContent('ai-solutions').monitoring, 'AI solutions monitoring chart') },
  firstOf('time'),
  ...['categories', 'counts'].map((kind) => ({ ...firstOf(kind), shows: bars(firstOf(kind).chart.points) })),
  {
    ...closest,
    shows: async (plot: Locator) => {
      const label = new Intl.NumberFormat(siteLocale).format(bottom);
      await expect(plot.getByText(label, { exact: true })).toBeVisible();
      await expect(plot.getByText('0', { exact: true })).toHaveCount(0);
    },
  },
];

for (const { path, chart, shows } of charts) {
  test(`${path} draws its chart with no label over another, and its opened table fits, at every width`, async ({
    page,
  }) => {
    await openPage(page, path, narrowest);
    const figure = page.getByRole('figure').filter({ has: page.getByRole('img', { name: chart.caption }) });
    await shows?.(figure);
    // Each of these pages has one chart, so one table of its figures.
    await page.getByText(chart.tableLabel, { exact: true }).click();
    await expect(page.getByRole('region', { name: chart.tableLabel }).getByRole('table')).toBeVisible();
    for (const width of [narrowest, widths.mobile, 768, 1024, widths.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overlaps(figure), `${width} px`).toEqual([]);
      expect(await misfits(page), `${width} px`).toEqual([]);
    }
  });
}
