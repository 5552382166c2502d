import { pageContent, present } from '../../support/content.ts';
import { misfits, overlaps } from '../../support/fit.ts';
import { expect, narrowest, openPage, test, widths } from '../../support/test.ts';

// Each chart, its labels placed by hand over and around the plot, from the narrowest phone to the desktop.
const charts = [
  {
    path: '/energy-management/',
    chart: present(pageContent('energy-management').profile, 'energy management load profile'),
  },
  { path: '/ai-solutions/', chart: present(pageContent('ai-solutions').monitoring, 'AI solutions monitoring chart') },
];

for (const { path, chart } of charts) {
  test(`${path} draws its chart with no label over another, and its opened table fits, at every width`, async ({
    page,
  }) => {
    await openPage(page, path, narrowest);
    const section = page.getByRole('region', { name: chart.intro.heading });
    await section.getByText(chart.tableLabel).click();
    await expect(section.getByRole('table')).toBeVisible();
    for (const width of [narrowest, widths.mobile, 768, 1024, widths.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overlaps(section.getByRole('figure')), `${width} px`).toEqual([]);
      expect(await misfits(page), `${width} px`).toEqual([]);
    }
  });
}
