import type { Content } from '../content/read.ts';
import { cmsRepo } from '../config/editor.ts';
import { fieldName, listLabels } from '../content/field-names.ts';

/**
 * The launch check (docs/launch.md): the site ships with example details (a company, a person, a phone number from
 * Ofcom's range for drama, addresses at example domains) so that it builds and can be shown. None of them may go
 * live by mistake: a production build lists every one still in content/ and stops, unless DEMO_SITE=true says that
 * this deploy is a demo. A build for this machine (`npm start`, `npm test`) only warns.
 */

/** One example detail still in the content: where, what, and why it counts as one. */
export interface ExampleDetail {
  where: string;
  value: string;
  why: string;
}

const rules: { why: string; pattern: RegExp }[] = [
  { why: 'an example company or street name', pattern: /\bExample [A-Z]/ },
  { why: 'an example person', pattern: /\b(Jane|John) Doe\b|^[A-Z][a-z]+ Example$/ },
  { why: 'an example picture, drawn to hold the place of a real one', pattern: /^\.\.\/images\/example-[\w-]+\.\w+$/ },
  {
    why: 'a number from Ofcom’s range for drama, which rings nobody',
    pattern: /(\+44\s?|\b0)(20\s?7946\s?0\d{3}|161\s?496\s?0\d{3}|7700\s?900\s?\d{3})\b/,
  },
  {
    // A whole value that is an address: prose may name example.com as an illustration (the form's hint does).
    why: 'an address at an example domain',
    pattern: /^(\S+@|https?:\/\/)\S*example[\w-]*\.\S+$|^https?:\/\/\S*\/example/i,
  },
];

/** A long text cut down to some 60 characters around what the rule found. */
function excerpt(value: string, at: number): string {
  if (value.length <= 60) return value;
  const start = Math.max(0, at - 20);
  const end = Math.min(value.length, start + 60);
  return `${start > 0 ? '…' : ''}${value.slice(start, end)}${end < value.length ? '…' : ''}`;
}

/** A field of a file as the owner finds it in the editor: "content/site.json: Social › 1st › Url". */
const place = (file: string, field: string) =>
  `${file}: ${fieldName(field, listLabels[file.replace(/^content\//, '')])}`;

/** Each string in `value` that a rule matches, where it is (found by its key path, `social[0].url`), named. */
function walk(value: unknown, file: string, field: string, found: ExampleDetail[]) {
  if (typeof value === 'string') {
    for (const { why, pattern } of rules) {
      const match = pattern.exec(value);
      if (match) {
        found.push({ where: place(file, field), value: excerpt(value, match.index), why });
        break;
      }
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, file, `${field}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    // An offer (content/form.json), a term the offers share (Contact) or a fact about the company (About) shipped
    // as an example, until the owner sets the real one.
    if ('example' in value && value.example === true) {
      if ('price' in value) {
        found.push({
          where: place(file, `${field}.price`),
          value: String(value.price),
          why: 'an example offer and price',
        });
      } else if ('term' in value) {
        found.push({
          where: place(file, `${field}.term`),
          value: String(value.term),
          why: 'an example term of the offers',
        });
      } else if ('value' in value) {
        const why = 'an example fact about the company';
        found.push({ where: place(file, `${field}.value`), value: String(value.value), why });
      }
    }
    for (const [key, item] of Object.entries(value)) walk(item, file, field ? `${field}.${key}` : key, found);
  }
}

/**
 * Every example detail in the content folder's JSON files, the form's key when the build has none, and the editor's
 * repository when the build cannot tell it.
 */
export function exampleDetails(files: Content['files'], env: Record<string, string | undefined>): ExampleDetail[] {
  const found: ExampleDetail[] = [];
  for (const [file, data] of files) walk(data, `content/${file}`, '', found);
  if (!env.GATSBY_WEB3FORMS_ACCESS_KEY) {
    found.push({
      where: 'GATSBY_WEB3FORMS_ACCESS_KEY',
      value: '(not set)',
      why: 'without the Web3Forms key every message sent through the form fails',
    });
  }
  if (!cmsRepo(env)) {
    found.push({
      where: 'CMS_REPO',
      value: '(not set)',
      why: 'the editor at /admin/ needs the GitHub repository it saves to, as owner/name',
    });
  }
  return found;
}

type Verdict = 'pass' | 'warn' | 'demo' | 'stop';

/** Whether a build may go on: it stops only for a production build with example details that is not a demo. */
export function verdict(
  details: readonly ExampleDetail[],
  siteUrl: string,
  env: Record<string, string | undefined>,
): Verdict {
  if (details.length === 0) return 'pass';
  if (/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(siteUrl)) return 'warn';
  return env.DEMO_SITE === 'true' ? 'demo' : 'stop';
}

const heading: Record<Exclude<Verdict, 'pass'>, string> = {
  warn: 'The content still has example details. This build is for this machine, so it goes on; a production build would stop until they are replaced (docs/launch.md):',
  demo: 'DEMO_SITE=true: this deploy is a demo, so it goes live with these example details (docs/launch.md):',
  stop: 'The content still has example details, and this is a production build. Replace each one (docs/launch.md), or, if this deploy is a demo, build with DEMO_SITE=true:',
};

/** The message the build prints: the verdict's heading, then one line per detail. */
export function launchMessage(details: readonly ExampleDetail[], outcome: Exclude<Verdict, 'pass'>): string {
  const lines = details.map(({ where, value, why }) => `  ${where} = ${JSON.stringify(value)}: ${why}`);
  return [heading[outcome], ...lines].join('\n');
}
