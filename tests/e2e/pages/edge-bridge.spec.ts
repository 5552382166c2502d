import { contentLink, pageContent, present } from '../../support/content.ts';
import { expect, openPage, test } from '../../support/test.ts';

const edge = pageContent('edge-bridge');
const configuration = present(edge.configuration, 'Edge Bridge configuration file');

test.describe('Edge Bridge page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/edge-bridge/');
  });

  test('presents Edge Bridge as an OPC UA to MQTT bridge for Azure IoT Hub and Event Hubs', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edge.hero.heading);
    const hero = page.getByRole('main').locator('section').first();
    await expect(hero).toContainText(edge.hero.text);
    const [label, href] = contentLink(present(edge.hero.actions, 'Edge Bridge hero buttons')[0]!);
    await expect(hero.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  test('shows every feature', async ({ page }) => {
    const features = page.getByRole('region', { name: edge.features.intro.heading });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(edge.features.items.map((item) => item.title));
  });

  test('lists the clouds it supports', async ({ page }) => {
    const support = page.getByRole('region', { name: edge.cloudSupport.intro.heading });
    await expect(support.getByRole('term')).toHaveText(edge.cloudSupport.items.map((i) => i.name));
    for (const item of edge.cloudSupport.items) await expect(support).toContainText(item.description);
  });

  test('states its specification in a table, a row a property', async ({ page }) => {
    const { intro, rows } = present(edge.specification, 'Edge Bridge specification');
    const table = page.getByRole('region', { name: intro.heading }).getByRole('table', { name: intro.heading });
    await expect(table.getByRole('rowheader')).toHaveText(rows.map((row) => row.label));
    for (const row of rows) {
      const header = page.getByRole('rowheader', { name: row.label, exact: true });
      await expect(table.getByRole('row').filter({ has: header })).toContainText(row.value);
    }
  });

  test('shows a whole gateway’s configuration file, as written, in a window named by the file', async ({ page }) => {
    const { intro, file, caption, code } = configuration;
    const figure = page.getByRole('region', { name: intro.heading }).getByRole('figure', { name: caption });
    await expect(figure.getByText(file, { exact: true })).toBeVisible();
    await expect(figure.getByRole('code')).toHaveJSProperty('textContent', code);
  });

  test('announces more platforms with Get Early Access to the contact page', async ({ page }) => {
    const soon = page.getByRole('region', { name: edge.comingSoon.heading });
    for (const platform of edge.comingSoon.platforms) await expect(soon).toContainText(platform);
    const [label, href] = contentLink(edge.comingSoon.action);
    await expect(soon.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  test('copies the configuration file, as written, in a monospace face', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { copy, copied, code } = configuration;
    await expect(page.getByRole('code')).toHaveCSS('font-family', /monospace/);
    await page.getByRole('button', { name: copy }).click();
    await expect(page.getByRole('button', { name: copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});

test.describe('Edge Bridge page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('offers no copy button that could do nothing, and the file stays text to select', async ({ page }) => {
    await page.goto('/edge-bridge/');
    await expect(page.getByRole('button', { name: configuration.copy })).toBeHidden();
    await page.getByRole('code').selectText();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(configuration.code);
  });
});
