/** Jest runs the *.test.ts(x) files (components, hooks, build-time logic and the scripts), in jsdom. */
const esmOnly = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'lucide-react',
  // htmlparser2, which the page-start plugin reads pages with, and the packages it imports.
  'htmlparser2',
  'domelementtype',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
];

module.exports = {
  // jsdom plus Node's fetch, Request, Response and TextEncoder, which MSW needs.
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/{src,gatsby,plugins,tests,scripts}/**/*.test.{ts,tsx}', '<rootDir>/*.test.ts'],
  // The copy of the project built with other content (scripts/project-copy.ts) and its sites: not to be indexed twice.
  modulePathIgnorePatterns: ['<rootDir>/.copy-build/', '<rootDir>/.visual-build/', '<rootDir>/.editor-build/'],
  transform: {
    // ESM-only dependencies: only their module syntax is rewritten (babel-preset-gatsby chokes on them).
    '/node_modules/.+\\.m?js$': '<rootDir>/tests/setup/jest-esm-transform.js',
    '^.+\\.[jt]sx?$': '<rootDir>/tests/setup/jest-preprocess.js',
  },
  transformIgnorePatterns: [`/node_modules/(?!(?:.+/node_modules/)?(?:${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/tests/setup/gatsby-mock.tsx',
    '\\.css$': 'identity-obj-proxy',
    '\\.woff2$': '<rootDir>/tests/setup/file-stub.js',
  },
  // Typing a whole message into the form takes a second on a quiet machine and over five on a busy shared one; a test
  // cut off mid-typing also leaves its updates to land in the next test. A broken test fails as surely, only later.
  testTimeout: 20_000,
  // Every core: Jest's default leaves one for itself, which on a 2-core machine is one worker and a run half again
  // as long (33 s against 21 s here).
  maxWorkers: '100%',
  // A worker's process ends as soon as its last test file does, with nothing left open; Node then frees its heap a
  // page at a time (thousands of munmap calls: 0.5-1.3 s measured on a busy 2-core machine). Jest's default half
  // second called that a worker failing to exit. A worker that does hold a timer or socket is still reported, 5 s on.
  workerGracefulExitTimeout: 5000,
  setupFiles: ['<rootDir>/tests/setup/loader-shim.js'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  globals: { __PATH_PREFIX__: '' },
  // JUnit XML for CI and QA beside the console report.
  reporters: ['default', ['jest-junit', { outputDirectory: 'reports', outputName: 'jest-junit.xml' }]],
};
