import fs from 'node:fs';
import path from 'node:path';
import { array, mixed, object, string } from 'yup';
import { checked, readJson, record } from '../../gatsby/built/json.ts';

/** The newest case study added: its file's name, its sector and its first service. */
export interface Newest {
  name: string;
  sector: string;
  service: string;
}

/** The fields of a case study read here; the rest is copied as it is (the checked value keeps every key). */
const studySchema = object({
  label: string().required(),
  summary: string().required(),
  sector: string().required(),
  services: array(string().required()).required(),
  hero: object({ heading: string().required() }).required(),
  seo: object({ title: string().required(), description: string().required() }).required(),
  article: object({ image: object({ src: string().required() }).optional().default(undefined) }).required(),
});

/**
 * N case studies made from the real ones in turn: each its own file, name and month, the same words and pictures,
 * so a build does for them what it does for real ones. What a visitor tells studies apart by carries the copy's
 * number, as the content check asks of a copy: the label, card text, heading, search title and description, and the
 * picture's file (a copy of the same picture, resized like a real study's own). The last is the newest.
 */
export function addCaseStudies(contentDir: string, count: number): Newest | null {
  const dir = path.join(contentDir, 'case-studies');
  const real = fs.readdirSync(dir).map((file) => {
    const whole = readJson(path.join(dir, file), record(mixed()));
    return { whole, ...checked(whole, studySchema, file) };
  });
  let newest: Newest | null = null;
  for (let n = 0; n < count; n += 1) {
    const model = real[n % real.length];
    if (!model) throw new Error(`No case studies in ${dir} to copy`);
    // Each newer than the last, and than every real one, so the last is on its service's page.
    const month = new Date(Date.UTC(2027, n, 1)).toISOString().slice(0, 7);
    const numbered = (text: string) => `${text} ${n + 1}`;
    const { hero, seo } = model;
    const image = model.article.image;
    const picture =
      image && path.posix.join(path.posix.dirname(image.src), `generated-${n + 1}-${path.posix.basename(image.src)}`);
    if (picture) fs.copyFileSync(path.join(dir, image.src), path.join(dir, picture));
    const study = {
      ...model.whole,
      label: numbered(model.label),
      summary: numbered(model.summary),
      hero: { ...hero, heading: numbered(hero.heading) },
      seo: { ...seo, title: numbered(seo.title), description: numbered(seo.description) },
      ...(picture ? { article: { ...(model.whole.article as object), image: { ...image, src: picture } } } : {}),
      date: month,
    };
    fs.writeFileSync(path.join(dir, `generated-${n + 1}.json`), JSON.stringify(study));
    newest = { name: `generated-${n + 1}`, sector: model.sector, service: model.services[0] ?? '' };
  }
  return newest;
}
