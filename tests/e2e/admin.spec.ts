import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { validateContent } from '../../gatsby/content/validate.ts';
import { harmless } from '../fixtures/owner-mistakes/harmless.ts';
import { caseStudies, literally, routeLabel, site } from '../support/content.ts';
import { filesOfCopy, openEditorOnCopy, scrollFormTo, writeCopy } from '../support/editor.ts';
import { host } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

const root = path.resolve(__dirname, '../..');
const newPhone = '+44 161 496 0123';
const newStudy = {
  label: 'Telemetry for a test plant',
  file: 'content/case-studies/telemetry-for-a-test-plant.json',
  // What a copy must not share with its original (the build refuses it): its card text, heading and search words.
  summary: 'Telemetry for a test plant, from its pumps to one dashboard.',
  heading: 'One dashboard for a test plant',
  title: 'Test plant telemetry',
  description: 'How a test plant brought its pumps’ readings into one dashboard.',
};
/** A case study with no picture in its article, which the owner copies and gives one. */
const original = caseStudies.find((study) => !study.article.image)!;

/** The layout every content file keeps, the editor's and `npm run format`'s: two-space JSON and a final newline. */
const canonical = (text: string) => `${JSON.stringify(JSON.parse(text), null, 2)}\n`;

test.describe('the content editor at /admin/', () => {
  test('is served with its own narrow policy, kept out of search engines and never cached', async ({ request }) => {
    // As the host serves it (tests/support/servers.ts).
    const response = await request.get(`${host.url}/admin/`);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headers['cache-control']).toBe('no-cache');
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).not.toContain('/admin/');
  });

  test('saves a change of one field as a change of one line, leaving the rest of the file as it was', async ({
    context,
    page,
  }) => {
    await openEditorOnCopy(context, page);
    // A case study: pictures with their words and a search-engine part, whose tick boxes the editor
    // writes out on a save, and its facts before its hero.
    const study = caseStudies.find((entry) => entry.article.image)!;
    await page.getByRole('treeitem', { name: 'Case studies' }).click();
    await page.getByRole('gridcell', { name: new RegExp(`^${literally(study.label)}`) }).click();
    const summary = `${study.summary} Edited.`;
    await page.getByRole('textbox', { name: 'Summary' }).fill(summary);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeHidden({ timeout: 30_000 });
    const file = `content/${study.file}`;
    const before = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    const after = Buffer.from((await filesOfCopy(page))[file]!, 'base64')
      .toString('utf8')
      .split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toEqual([`  "summary": ${JSON.stringify(summary)},`]);
  });

  test('features case studies picked by their labels on the index, never by a box a Duplicate would copy', async ({
    context,
    page,
  }) => {
    await openEditorOnCopy(context, page);
    const [kept, unfeatured] = caseStudies.filter((study) => study.featured);
    const added = caseStudies.find((study) => !study.featured)!;
    await page.getByRole('treeitem', { name: 'Pages' }).click();
    await page.getByRole('gridcell', { name: new RegExp(`^${literally(routeLabel('case-studies'))}`) }).click();
    const featured = page.getByRole('group', { name: /^“.?Featured.?” Field$/ });
    await scrollFormTo(page, featured);
    await featured.getByRole('button', { name: new RegExp(`^Remove .?${literally(unfeatured!.label)}.?$`) }).click();
    await featured.getByRole('combobox', { name: 'Featured' }).click();
    await page.getByRole('option', { name: added.label }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeHidden({ timeout: 30_000 });

    const index = 'content/pages/case-studies.json';
    const savedText = async () => Buffer.from((await filesOfCopy(page))[index]!, 'base64').toString('utf8');
    const featuredIn = (text: string) => (JSON.parse(text) as { featured: string[] }).featured;
    // Saved by file name, the names the build checks.
    await expect
      .poll(async () => featuredIn(await savedText()).sort())
      .toEqual(
        caseStudies
          .filter((study) => (study.featured && study !== unfeatured) || study === added)
          .map((study) => path.basename(study.file, '.json'))
          .sort(),
      );
    // Nothing else in the file changed: the same keys in the same layout, the list aside.
    const saved = await savedText();
    const before = JSON.parse(fs.readFileSync(path.join(root, index), 'utf8')) as object;
    expect(saved).toBe(`${JSON.stringify({ ...before, featured: featuredIn(saved) }, null, 2)}\n`);

    // A featured case study's form has nothing that features it, so its Duplicate is not featured.
    await page.getByRole('treeitem', { name: 'Case studies' }).click();
    await page.getByRole('gridcell', { name: new RegExp(`^${literally(kept!.label)}`) }).click();
    await expect(page.getByRole('textbox', { name: 'Label' })).toHaveValue(kept!.label);
    await expect(page.getByRole('checkbox', { name: /Featured/ })).toHaveCount(0);
  });

  test('edits a copy of the content offline: a new phone number and a new case study with a picture', async ({
    context,
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const outside: string[] = [];
    context.on('request', (request) => {
      if (!/^(http:\/\/127\.0\.0\.1:\d+\/|blob:|data:)/.test(request.url())) outside.push(request.url());
    });
    const picture = testInfo.outputPath('Test Plant.png');
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1f6f8b' } })
      .png()
      .toFile(picture);
    await openEditorOnCopy(context, page);

    await page.getByRole('gridcell', { name: 'Company details' }).click();
    await page.getByRole('textbox', { name: 'Phone' }).fill(newPhone);
    await page.getByRole('button', { name: 'Save' }).click();
    // Once saved, the editor goes back to the list.
    await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();

    await page.getByRole('treeitem', { name: 'Case studies' }).click();
    await page.getByRole('gridcell', { name: new RegExp(`^${literally(original.label)}`) }).click();
    await page.getByRole('button', { name: 'Show Editor Options' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate Entry' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill(newStudy.label);
    await page.getByRole('textbox', { name: 'Summary' }).fill(newStudy.summary);
    const field = (name: string) => new RegExp(`^“.?${name}.?” Field$`);
    const article = page.getByRole('group', { name: field('Article') });
    const image = article.getByRole('group', { name: field('Image') });
    const scrollTo = (target: Locator) => scrollFormTo(page, target);
    const hero = page.getByRole('group', { name: field('Hero') });
    await scrollTo(hero.getByRole('textbox', { name: 'Heading' }));
    await hero.getByRole('textbox', { name: 'Heading' }).fill(newStudy.heading);
    await scrollTo(image);
    await image.getByRole('checkbox').check();
    await scrollTo(image.getByRole('button', { name: 'Browse' }));
    const chooser = page.waitForEvent('filechooser');
    await image.getByRole('button', { name: 'Browse' }).click();
    const library = page.getByRole('dialog', { name: 'Select Image' });
    await library.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(picture);
    await library.getByRole('button', { name: 'Insert' }).click();
    // The editor processes the picture before the field holds it ("Processing a file"): a save before then is
    // refused, the field still empty and required. The owner sees the picture and its Replace button appear.
    await expect(image.getByRole('button', { name: 'Replace' })).toBeVisible({ timeout: 30_000 });
    await image.getByRole('textbox', { name: /What the picture shows/ }).fill('A test plant, drawn in teal');
    const search = page.getByRole('group', { name: field('Search engines') });
    await scrollTo(search.getByRole('textbox', { name: 'Description' }));
    await search.getByRole('textbox', { name: 'Title' }).fill(newStudy.title);
    await search.getByRole('textbox', { name: 'Description' }).fill(newStudy.description);
    // The preview draws the new case study in the site's layout, with the picture from the owner's computer.
    const preview = page.frameLocator('iframe[title]').first();
    await expect(preview.getByRole('img', { name: 'A test plant, drawn in teal' })).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Save' }).click();
    // Saving a new entry with its picture writes several files: on a busy machine, seconds.
    await expect(page.getByRole('button', { name: 'Save' })).toBeHidden({ timeout: 30_000 });

    const files = await filesOfCopy(page);
    expect(Object.keys(files)).toEqual(expect.arrayContaining([newStudy.file, 'content/images/test-plant.png']));
    const text = (file: string) => Buffer.from(files[file]!, 'base64').toString('utf8');
    const json = (file: string): unknown => JSON.parse(text(file));
    expect(json('content/site.json')).toHaveProperty('phone', newPhone);
    // The editor writes the unticked box too.
    expect(json(newStudy.file)).toHaveProperty('article.image', {
      src: '../images/test-plant.png',
      alt: 'A test plant, drawn in teal',
      decorative: false,
    });
    for (const file of Object.keys(files).filter((name) => name.endsWith('.json'))) {
      expect(text(file), `${file} in the project's layout`).toBe(canonical(text(file)));
    }
    // The saved content, with the owner's mistakes that build on top, passes the build's own checks, and is kept
    // for the build that shows it (scripts/check-editor-build.ts, run by npm test after the browser tests).
    const saved = path.join(root, 'test-results/editor-save');
    fs.rmSync(saved, { recursive: true, force: true });
    writeCopy(files, saved);
    for (const mistake of harmless) mistake.edit(path.join(saved, 'content'));
    expect(validateContent({ content: path.join(saved, 'content'), project: root })).toEqual([]);
    const expected = {
      study: { path: `/case-study-${path.basename(newStudy.file, '.json')}/`, picture: 'test-plant' },
      phone: newPhone,
      tel: `tel:${newPhone.replace(/[^\d+]/g, '')}`,
    };
    fs.writeFileSync(path.join(saved, 'expected.json'), JSON.stringify(expected));
    expect(outside, 'requests that left the machine').toEqual([]);
    expect(site.phone).not.toBe(newPhone);
  });
});
