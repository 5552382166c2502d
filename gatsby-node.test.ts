import { onPreBootstrap } from './gatsby-node.ts';
import { writeFont } from './gatsby/font/subset.ts';
import { ContentError, readContent, type Content } from './gatsby/content/read.ts';

jest.mock('./gatsby/content/read.ts', () => ({
  ...jest.requireActual<object>('./gatsby/content/read.ts'),
  readContent: jest.fn(),
}));
jest.mock('./gatsby/font/subset.ts');

/** Content with nothing in it to list: the launch check then lists only what the build's settings lack. */
const content = { files: new Map() } as unknown as Content;

describe('gatsby-node onPreBootstrap', () => {
  const reporter = { panic: jest.fn(), warn: jest.fn() };
  const run = () => (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter });
  const env = process.env;
  afterEach(() => {
    process.env = env;
    jest.clearAllMocks();
  });

  it('stops the build with every content problem listed', () => {
    jest.mocked(readContent).mockImplementationOnce(() => {
      throw new ContentError(['content/site.json: email is a required field']);
    });
    void run();
    expect(reporter.panic).toHaveBeenCalledWith(
      expect.stringContaining('content/site.json: email is a required field'),
    );
  });

  it('lets the build go on when the content is complete, and cuts the web font down to it', async () => {
    jest.mocked(readContent).mockReturnValue(content);
    await run();
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(writeFont).toHaveBeenCalledWith(content.files);
  });

  describe('the launch check, on a build without the form key', () => {
    const production = {
      gatsby_executing_command: 'build',
      SITE_URL: 'https://www.plant.example',
      GATSBY_WEB3FORMS_ACCESS_KEY: undefined,
    };
    const missingKey = 'GATSBY_WEB3FORMS_ACCESS_KEY = "(not set)"';

    it('stops a production build with the list of example details', async () => {
      process.env = { ...env, ...production, DEMO_SITE: undefined };
      jest.mocked(readContent).mockReturnValue(content);
      await run();
      expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining(missingKey));
    });

    it('lets a demo deploy go on, saying so in the build log', async () => {
      process.env = { ...env, ...production, DEMO_SITE: 'true' };
      jest.mocked(readContent).mockReturnValue(content);
      await run();
      expect(reporter.panic).not.toHaveBeenCalled();
      expect(reporter.warn).toHaveBeenCalledWith(expect.stringMatching(/^DEMO_SITE=true: this deploy is a demo/));
    });

    it('only warns for a build served on this machine', async () => {
      process.env = { ...env, ...production, SITE_URL: 'http://127.0.0.1:9000' };
      jest.mocked(readContent).mockReturnValue(content);
      await run();
      expect(reporter.panic).not.toHaveBeenCalled();
      expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining(missingKey));
    });
  });
});
