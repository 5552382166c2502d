import { expectCaseCards } from '../../support/cases.ts';
import { contentLink, pageContent, present, shownOn } from '../../support/content.ts';
import { expect, openPage, test } from '../../support/test.ts';

const iot = pageContent('industrial-iot-controls');

test.describe('industrial IoT and controls page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/industrial-iot-controls/');
  });

  test('shows a card for every capability', async ({ page }) => {
    const capabilities = page.getByRole('region', { name: iot.capabilities.intro.heading });
    await expect(capabilities.getByRole('heading', { level: 3 })).toHaveText(
      iot.capabilities.items.map((item) => item.title),
    );
  });

  test('shows every solution block with illustration, description and features', async ({ page }) => {
    const solutions = page.getByRole('region', { name: iot.solutions.intro.heading });
    await expect(solutions.getByRole('heading', { level: 3 })).toHaveText(iot.solutions.items.map((s) => s.title));
    await expect(solutions.getByRole('img')).toHaveCount(iot.solutions.items.length);
    for (const solution of iot.solutions.items) {
      await expect(solutions.getByRole('img', { name: solution.image.alt })).toBeVisible();
      for (const feature of solution.features) await expect(solutions).toContainText(feature);
    }
  });

  test('shows an operator’s overview screen: the equipment in order, the measures, the alarms', async ({ page }) => {
    const screen = present(iot.screen, 'operator screen');
    const section = page.getByRole('region', { name: screen.intro.heading });
    const figure = section.getByRole('figure', { name: screen.caption });
    await expect(figure.getByText(screen.title)).toBeVisible();
    await expect(figure.getByRole('listitem')).toHaveText(
      screen.equipment.map((unit) => `${unit.name}${unit.state}${unit.value}`),
    );
    await expect(figure.getByRole('term')).toHaveText(screen.measures.map((m) => m.label));
    const alarms = figure.getByRole('table', { name: screen.alarms.label });
    await expect(alarms.getByRole('row')).toHaveCount(screen.alarms.items.length + 1);
    await expect(alarms.getByRole('row').nth(1)).toContainText(screen.alarms.items[0]!.message);
  });

  test('shows the case study cards the page asks for, with sector and headline result, each leading to its page', async ({
    page,
  }) => {
    const cases = page.getByRole('region', { name: iot.caseStudies.intro.heading });
    const studies = shownOn('/industrial-iot-controls/');
    expect(studies).toHaveLength(iot.caseStudies.show);
    await expectCaseCards(cases, studies);
  });

  test('closes with a call to action', async ({ page }) => {
    const [label, href] = contentLink(iot.cta.actions[0]!);
    await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});
