import fs from 'node:fs';
import type axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { finishAnimations } from './animations.ts';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** WCAG 2.2 AA and axe's best practices (docs/product.md, "Accessibility"). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const axeScript = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page, once it is in it, and brings back only what the report keeps: each violation's and each
 * undecided check's rule and elements, and the ids of the rules passed. @axe-core/playwright, used before, put axe's
 * unminified source in the page twice a scan and brought every node of every passed rule back (half a megabyte on
 * the home page): its scans took twice as long, with the same results node for node (docs/testing.md).
 */
async function scan(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript);
  return page.evaluate(async (values) => {
    const results = await window.axe!.run(document, { runOnly: { type: 'tag', values } });
    const summary = (rules: typeof results.violations) =>
      rules.map(({ id, impact, help, helpUrl, nodes }) => ({
        rule: id,
        impact,
        help,
        helpUrl,
        selectors: nodes.map((node) => node.target.join(' ')),
      }));
    return {
      url: results.url,
      violations: summary(results.violations),
      incomplete: summary(results.incomplete),
      passes: results.passes.map((rule) => rule.id),
    };
  }, tags);
}

/**
 * Scans what the page shows now and fails with each violation's rule, impact and elements. The scan's results
 * (violations, what axe could not decide, and the rules passed) are written to the test's folder in test-results/
 * and attached to the test for the HTML and JUnit reports. No rule is disabled and no element excluded; add an
 * exclusion only with a comment saying why. The site has no frames: one would be listed under "incomplete", rule
 * `frame-tested`.
 */
export async function expectNoAxeViolations(page: Page) {
  // Scan what the visitor sees once it has settled.
  await finishAnimations(page);
  const results = await scan(page);
  // A file, not a body: the JUnit report links file attachments only ([[ATTACHMENT|path]] in its system-out).
  const info = test.info();
  const scans = info.attachments.filter((existing) => existing.name === 'axe results').length;
  const file = info.outputPath(scans === 0 ? 'axe-results.json' : `axe-results-${scans + 1}.json`);
  await fs.promises.writeFile(file, JSON.stringify(results, null, 2));
  await info.attach('axe results', { path: file, contentType: 'application/json' });
  const report = results.violations.map(
    (v) => `${v.rule} (${v.impact}): ${v.help} ${v.helpUrl}\n    ${v.selectors.join('\n    ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}
