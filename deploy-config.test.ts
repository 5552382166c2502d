/**
 * @jest-environment node
 */
// The checked-in deploy configs (docs/deploy.md) must build what `npm run build` builds, where the build puts it,
// with the Node version the project is tested on, and CI must run the project's own script and keep its reports.
import fs from 'node:fs';
import path from 'node:path';

const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

/**
 * The `key = "value"` lines of a TOML file by table (`build`, `build.environment`; top-level keys under ''). Enough
 * for these flat files: a value that is not a plain string is kept as written.
 */
function tomlTables(text: string): Record<string, Record<string, string>> {
  const tables: Record<string, Record<string, string>> = { '': {} };
  let table = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[([\w.-]+)\]$/.exec(line);
    if (header?.[1]) {
      table = header[1];
      tables[table] ??= {};
      continue;
    }
    const pair = /^([\w-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair?.[1] || !pair[2]) throw new Error(`not a key = value line: ${raw}`);
    tables[table]![pair[1]] = pair[2].replace(/^"(.*)"$/, '$1');
  }
  return tables;
}

/** A workflow's jobs, each as its own lines of text and its steps (each step's lines joined). */
function workflowJobs(text: string): Record<string, { text: string; steps: string[] }> {
  const jobsAt = text.search(/^jobs:\s*$/m);
  if (jobsAt < 0) throw new Error('the workflow has no jobs');
  const jobs: Record<string, { text: string; steps: string[] }> = {};
  const chunks = text
    .slice(jobsAt)
    .split(/^ {2}(?=[\w-]+:\s*$)/m)
    .slice(1);
  for (const chunk of chunks) {
    const name = chunk.slice(0, chunk.indexOf(':'));
    const stepsAt = chunk.search(/^ {4}steps:\s*$/m);
    const steps =
      stepsAt < 0
        ? []
        : chunk
            .slice(stepsAt)
            .split(/^ {6}- /m)
            .slice(1);
    jobs[name] = { text: chunk, steps };
  }
  return jobs;
}

const nvmrc = read('.nvmrc').trim();
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

describe('netlify.toml', () => {
  const netlify = tomlTables(read('netlify.toml'));

  it('builds with the project’s build script and publishes public/', () => {
    expect(netlify.build?.command).toBe('npm run build');
    expect(scripts.build).toBe('gatsby build');
    expect(netlify.build?.publish).toBe('public');
  });

  it('builds on the Node version in .nvmrc', () => {
    expect(netlify['build.environment']?.NODE_VERSION).toBe(nvmrc);
  });

  it('holds no settings that belong in the host’s environment', () => {
    const keys = Object.values(netlify).flatMap((table) => Object.keys(table));
    expect(keys).not.toContain('GATSBY_WEB3FORMS_ACCESS_KEY');
    expect(keys).not.toContain('SITE_URL');
  });
});

describe('wrangler.toml', () => {
  const wrangler = tomlTables(read('wrangler.toml'))[''] ?? {};

  it('gives Cloudflare Pages the keys it requires, with public/ as the output', () => {
    expect(wrangler.name).toMatch(/^[a-z0-9-]+$/);
    expect(wrangler.pages_build_output_dir).toBe('public');
    expect(wrangler.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sets no Functions variables, which a build would not see', () => {
    expect(read('wrangler.toml')).not.toMatch(/^\s*\[(env\.\w+\.)?vars\]/m);
  });
});

describe('the CI workflow', () => {
  const text = read('.github/workflows/ci.yml');
  const jobs = workflowJobs(text);
  const nodeMajor = nvmrc.split('.')[0];

  it('runs on pushes and pull requests to main', () => {
    expect(text).toMatch(
      /^on:\s*\n {2}push:\s*\n {4}branches: \[main\]\s*\n {2}pull_request:\s*\n {4}branches: \[main\]/m,
    );
  });

  it('tests and builds in Debian on the Node major of .nvmrc, testing with the project’s own CI script', () => {
    const container = new RegExp(`^ {4}container: node:${nodeMajor}-bookworm\\s*$`, 'm');
    const test = jobs.test;
    expect(test?.text).toMatch(container);
    expect(jobs.deploy?.text).toMatch(container);
    expect(test?.steps.some((step) => /^\s*run: \.ci\/run\s*$/m.test(step))).toBe(true);
    expect(read('.ci/run')).toMatch(/^npm test$/m);
  });

  it.each(['playwright-report/', 'reports/', 'test-results/'])(
    'keeps %s as an artifact, whether the tests pass or fail',
    (folder) => {
      const upload = jobs.test?.steps.find((step) => new RegExp(`^\\s*path: ${folder}\\s*$`, 'm').test(step));
      expect(upload).toMatch(/uses: actions\/upload-artifact@v\d+/);
      expect(upload).toMatch(/^\s*if: always\(\)\s*$/m);
    },
  );

  it('installs exactly the lock file’s versions, as .ci/run does', () => {
    expect(read('.ci/run')).toMatch(/^npm ci\b/m);
    expect(jobs.deploy?.steps.some((step) => /^\s*run: npm ci\b/m.test(step))).toBe(true);
  });

  it('deploys only pushes to main, only after the tests pass, only when asked to, from public/', () => {
    const deploy = jobs.deploy;
    expect(deploy?.text).toMatch(/^ {4}needs: test\s*$/m);
    expect(deploy?.text).toMatch(
      /^ {4}if: github\.event_name == 'push' && github\.ref == 'refs\/heads\/main' && vars\.DEPLOY_TO_GITHUB_PAGES == 'true'\s*$/m,
    );
    const build = deploy?.steps.find((step) => /^\s*run: npm run build\s*$/m.test(step));
    expect(build).toMatch(/SITE_URL: \$\{\{ vars\.SITE_URL \}\}/);
    expect(build).toMatch(/GATSBY_WEB3FORMS_ACCESS_KEY: \$\{\{ secrets\.GATSBY_WEB3FORMS_ACCESS_KEY \}\}/);
    const upload = deploy?.steps.find((step) => /uses: actions\/upload-pages-artifact@/.test(step));
    expect(upload).toMatch(/^\s*path: public\s*$/m);
    expect(deploy?.steps.some((step) => /uses: actions\/deploy-pages@/.test(step))).toBe(true);
  });
});
