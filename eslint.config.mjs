/**
 * ESLint flat config: TypeScript's rules for everything, checked against the types of each value in the TypeScript
 * files, the rules of hooks and accessibility for the site's components, Testing Library and jest-dom for unit tests,
 * Playwright's for browser tests. Prettier formats; its config here only turns off rules that would fight it.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jestDom from 'eslint-plugin-jest-dom';
// @ts-expect-error -- the plugin ships no types, and none are installed: its configs are used as they are.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { imports } from './scripts/lint/full-names.mjs';
import tseslint from 'typescript-eslint';

/** The folders of gatsby/ that each hold one step of the build. */
const buildSteps = ['pages', 'graphql', 'post-build', 'editor', 'launch', 'font'];

/**
 * The site and the build meet in leaves both import (src/lib/, src/theme/, the content's types): the site imports
 * nothing from gatsby/, and gatsby/ no component or template.
 */
const siteFromBuild = {
  group: ['../gatsby/*', '../../gatsby/**', '../../../gatsby/**', '../../../../gatsby/**'],
  message: 'src/ never imports gatsby/: put what both need in src/lib/.',
};
const buildFromSite = {
  group: ['**/src/components/**', '**/src/templates/**'],
  message: 'gatsby/ never imports a component or template: put what both need in src/lib/.',
};

/**
 * A page's query belongs to its template: a component declares the props it needs, and TypeScript checks at the
 * template that the query's data fits them.
 */
const templateQueryOutsideTemplates = {
  selector: 'TSQualifiedName[right.name=/TemplateQuery$/]',
  message: 'A template query type is for its template only; declare the props this file needs.',
};

/** Unit tests wait on no clock: a reply is held by hand (tests/mocks/handlers.ts, gate) or Jest's fake timers run. */
const realTimeWaits = [
  {
    selector: "ImportDeclaration[source.value='msw'] > ImportSpecifier[imported.name='delay']",
    message: 'A unit test waits on no clock: hold the reply with gate() or heldReply() and release it.',
  },
  {
    selector: 'CallExpression[callee.name=/^(setTimeout|setInterval)$/][arguments.length>1]',
    message: 'A unit test waits on no clock: use jest.useFakeTimers() and advance it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      '.copy-build/',
      '.visual-build/',
      '.editor-build/',
      '.wrangler/',
      'node_modules/',
      'reports/',
      'playwright-report/',
      'test-results/',
      'bench-results/',
      'src/gatsby-types.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Rules that read each value's type (tsconfig.json's): a check that can never fail, a cast that changes nothing,
    // a promise left unawaited (an expect.poll, a click) and a value of type any used as if it were typed are errors.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Node runs the scripts as they are, so tsconfig.scripts.json, not the site's tsconfig.json, is their project.
    files: ['scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: ['./tsconfig.scripts.json'] } },
  },
  {
    // The owner's mistakes, and the content checks' tests, edit copies of content files as untyped JSON on purpose
    // (edit.ts: Json), each breaking one its own way, wrong types included: reading and writing any is what they are
    // for.
    files: ['tests/fixtures/owner-mistakes/**', 'gatsby/content/validate*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript (Jest's config and set-up, this file) has no types to read.
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
  {
    // Browser code. The bench's functions that run in the page (scripts/bench/) are TypeScript's to check, with
    // the DOM's types (tsconfig.scripts.json).
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.tsx', 'plugins/**/*.tsx', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { imports },
    rules: { 'imports/full-names': 'error' },
  },
  {
    // A file a reader can hold in their head: past about 200 lines of code, split it by job.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The arrows run one way: templates use the form (contact/) and the shared components; components use neither.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/contact/*', '**/templates/*'], message: 'components/ never imports contact/ or templates/.' },
            siteFromBuild,
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [siteFromBuild] }] },
  },
  // The build's folders: each step's folder uses the readers, content/ (the content and its schemas), built/ (the
  // built site) and config/ (the build's environment), and no other step's; the readers use none of them.
  ...['content', 'config', 'built', 'errors', ...buildSteps].map(
    /** @returns {import('eslint').Linter.Config} */
    (folder) => ({
      files: [`gatsby/${folder}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              buildFromSite,
              {
                group: buildSteps
                  .filter((step) => step !== folder)
                  .flatMap((step) => [`../${step}/*`, `../../${step}/*`, `../../../${step}/*`]),
                message:
                  'A folder of gatsby/ uses content/, built/, config/ and its own files, never another step’s folder.',
              },
            ],
          },
        ],
      },
    }),
  ),
  {
    // The content reader types the snapshot through the schemas that checked it, never by assertion.
    files: ['gatsby/content/read.ts'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    // gatsby/ holds folders only, one a step or a reader; its entry is gatsby-node.ts, beside it.
    files: ['gatsby/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'Put this module in a folder of gatsby/ (docs/content.md, "Code").' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/templates/**', 'src/gatsby-types.d.ts'],
    rules: { 'no-restricted-syntax': ['error', templateQueryOutsideTemplates] },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', templateQueryOutsideTemplates, ...realTimeWaits] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/setup/**', 'tests/fixtures/**', 'tests/mocks/**'],
    ...testingLibrary.configs['flat/react'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Some tests check markup that has no role to find it by: head tags, SVG shapes, hidden fields, data attributes.
      // Each such line says why, allowing no-node-access for itself alone; the container query stays allowed.
      'testing-library/no-container': 'off',
    },
  },
  // CommonJS: Jest's config and transforms.
  { files: ['jest.config.js', 'tests/setup/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['**/*.test.{ts,tsx}'], ...jestDom.configs['flat/recommended'] },
  {
    files: ['tests/**/*.spec.ts', 'tests/support/**'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/expect-expect': [
        'warn',
        {
          assertFunctionNames: [
            'expectNoAxeViolations',
            'expectScreenshot',
            'expectOutcome',
            'expectSameHeaders',
            'expectPressHolds',
          ],
        },
      ],
    },
  },
  prettier,
);
