import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { finishAnimations } from './animations';

/** WCAG 2.2 AA and axe's best practices (docs/product.md, "Accessibility"). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

const summary = (results: Results['violations']) =>
  results.map(({ id, impact, help, helpUrl, nodes }) => ({
    rule: id,
    impact,
    help,
    helpUrl,
    selectors: nodes.map((node) => node.target.join(' ')),
  }));

/**
 * Scans what the page shows now and fails with each violation's rule, impact and elements. The scan's results
 * (violations, what axe could not decide, and the rules passed) are written to the test's folder in test-results/
 * and attached to the test for the HTML and JUnit reports. No rule is disabled and no element excluded; add an
 * exclusion only with a comment saying why.
 */
export async function expectNoAxeViolations(page: Page) {
  // Scan what the visitor sees once it has settled.
  await finishAnimations(page);
  // Legacy mode runs axe in the page and reads its results there. The default runs it in each frame, then opens a
  // blank page to put the frames' results together: twice as long (2.1-2.8 s against 1.0-1.6 s a scan, measured
  // 2026-11-29), with the same results here, as the site has no frames (one it could not scan would be listed under
  // "incomplete", rule `frame-tested`).
  const results = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  const attachment = {
    url: results.url,
    violations: summary(results.violations),
    incomplete: summary(results.incomplete),
    passes: results.passes.map((rule) => rule.id),
  };
  // A file, not a body: the JUnit report links file attachments only ([[ATTACHMENT|path]] in its system-out).
  const info = test.info();
  const scans = info.attachments.filter((existing) => existing.name === 'axe results').length;
  const file = info.outputPath(scans === 0 ? 'axe-results.json' : `axe-results-${scans + 1}.json`);
  await fs.promises.writeFile(file, JSON.stringify(attachment, null, 2));
  await info.attach('axe results', { path: file, contentType: 'application/json' });
  const report = attachment.violations.map(
    (v) => `${v.rule} (${v.impact}): ${v.help} ${v.helpUrl}\n    ${v.selectors.join('\n    ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}
