/**
 * @jest-environment node
 */
// The checked-in deploy configs (docs/deploy.md) must build what `npm run build` builds, where the build puts it,
// with the Node version the project is tested on, and CI must run the project's own script and keep its reports.
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';

const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

/** A workflow step or job as the YAML gives it: only the keys these tests read. */
interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  container?: string;
  needs?: string;
  if?: string;
  steps: Step[];
}

const nvmrc = read('.nvmrc').trim();
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

describe('netlify.toml', () => {
  const netlify = parseToml(read('netlify.toml')) as {
    build?: { command?: string; publish?: string; environment?: Record<string, string> };
  };

  it('builds with the project’s build script and publishes public/', () => {
    expect(netlify.build?.command).toBe('npm run build');
    expect(scripts.build).toBe('gatsby build');
    expect(netlify.build?.publish).toBe('public');
  });

  it('builds on the Node version in .nvmrc', () => {
    expect(netlify.build?.environment?.NODE_VERSION).toBe(nvmrc);
  });

  it('holds no settings that belong in the host’s environment', () => {
    const keys = JSON.stringify(netlify).match(/"[A-Z_]+":/g) ?? [];
    expect(keys).not.toContain('"GATSBY_WEB3FORMS_ACCESS_KEY":');
    expect(keys).not.toContain('"SITE_URL":');
  });
});

describe('wrangler.toml', () => {
  const wrangler = parseToml(read('wrangler.toml')) as Record<string, unknown>;

  it('gives Cloudflare Pages the keys it requires, with public/ as the output', () => {
    expect(wrangler.name).toMatch(/^[a-z0-9-]+$/);
    expect(wrangler.pages_build_output_dir).toBe('public');
    expect(wrangler.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sets no Functions variables, which a build would not see', () => {
    expect(wrangler.vars).toBeUndefined();
    for (const env of Object.values((wrangler.env ?? {}) as Record<string, { vars?: unknown }>)) {
      expect(env.vars).toBeUndefined();
    }
  });
});

describe('the CI workflow', () => {
  const workflow = parseYaml(read('.github/workflows/ci.yml')) as {
    on: Record<string, { branches: string[] }>;
    jobs: Record<string, Job>;
  };
  const { test, deploy } = workflow.jobs;
  const nodeMajor = nvmrc.split('.')[0];

  it('runs on pushes and pull requests to main', () => {
    expect(workflow.on).toEqual({ push: { branches: ['main'] }, pull_request: { branches: ['main'] } });
  });

  it('tests and builds in Debian on the Node major of .nvmrc, testing with the project’s own CI script', () => {
    expect(test?.container).toBe(`node:${nodeMajor}-bookworm`);
    expect(deploy?.container).toBe(`node:${nodeMajor}-bookworm`);
    expect(test?.steps.map((step) => step.run)).toContain('.ci/run');
    expect(read('.ci/run')).toMatch(/^npm test$/m);
  });

  it.each(['playwright-report/', 'reports/', 'test-results/'])(
    'keeps %s as an artifact, whether the tests pass or fail',
    (folder) => {
      const upload = test?.steps.find((step) => step.with?.path === folder);
      expect(upload?.uses).toMatch(/^actions\/upload-artifact@v\d+$/);
      expect(upload?.if).toBe('always()');
    },
  );

  it('installs exactly the lock file’s versions, as .ci/run does', () => {
    expect(read('.ci/run')).toMatch(/^npm ci\b/m);
    expect(deploy?.steps.some((step) => /^npm ci\b/.test(step.run ?? ''))).toBe(true);
  });

  it('deploys only pushes to main, only after the tests pass, only when asked to, from public/', () => {
    expect(deploy?.needs).toBe('test');
    expect(deploy?.if).toBe(
      "github.event_name == 'push' && github.ref == 'refs/heads/main' && vars.DEPLOY_TO_GITHUB_PAGES == 'true'",
    );
    const build = deploy?.steps.find((step) => step.run === 'npm run build');
    expect(build?.env).toMatchObject({
      SITE_URL: '${{ vars.SITE_URL }}',
      GATSBY_WEB3FORMS_ACCESS_KEY: '${{ secrets.GATSBY_WEB3FORMS_ACCESS_KEY }}',
      // Without the relay's address, the editor on GitHub Pages could not sign in.
      CMS_AUTH_URL: '${{ vars.CMS_AUTH_URL }}',
      CMS_REPO: '${{ vars.CMS_REPO }}',
      CMS_BRANCH: '${{ vars.CMS_BRANCH }}',
    });
    const upload = deploy?.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with?.path).toBe('public');
    expect(deploy?.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });
});
