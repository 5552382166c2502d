/**
 * gatsby-browser.tsx: the wrappers' code (Emotion, the layout, the header and footer) is not evaluated with React
 * and Gatsby's runtime, in the task the scripts arrive in, but after it, in tasks of its own, before Gatsby renders.
 */
const mockEvaluated: string[] = [];

jest.mock('./src/wrapInBrowser.tsx', () => {
  mockEvaluated.push('wrappers');
  return { wrapRootInBrowser: () => 'root', wrapPageInBrowser: () => 'page' };
});

type Hooks = typeof import('./gatsby-browser.tsx');
const pageArgs = { element: null, props: { location: { pathname: '/' } } } as unknown as Parameters<
  NonNullable<Hooks['wrapPageElement']>
>[0];
const rootArgs = { element: null, pathname: '/' } as unknown as Parameters<NonNullable<Hooks['wrapRootElement']>>[0];

afterEach(() => jest.useRealTimers());

test('importing the browser hooks leaves the wrappers unevaluated', async () => {
  jest.resetModules();
  mockEvaluated.length = 0;
  const browser = await import('./gatsby-browser.tsx');
  expect(mockEvaluated).toEqual([]);
  expect(() => browser.wrapPageElement?.(pageArgs, { plugins: [] })).toThrow(/before onClientEntry/);
});

test('onClientEntry evaluates the wrappers only after the task that called it', async () => {
  jest.resetModules();
  mockEvaluated.length = 0;
  const browser = await import('./gatsby-browser.tsx');
  jest.useFakeTimers();
  const entry = browser.onClientEntry();
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  expect(mockEvaluated).toEqual([]);

  await jest.runAllTimersAsync();
  await entry;
  expect(mockEvaluated).toEqual(['wrappers']);
  expect(browser.wrapPageElement?.(pageArgs, { plugins: [] })).toBe('page');
  expect(browser.wrapRootElement?.(rootArgs, { plugins: [] })).toBe('root');
});
