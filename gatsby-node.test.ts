import { onPreBootstrap } from './gatsby-node';
import { writeFont } from './gatsby/font';
import { validateContent } from './gatsby/content/validate';

jest.mock('./gatsby/content/validate');
jest.mock('./gatsby/font');

describe('gatsby-node onPreBootstrap', () => {
  const reporter = { panic: jest.fn(), warn: jest.fn() };
  const run = () => (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter });
  const env = process.env;
  afterEach(() => {
    process.env = env;
    jest.clearAllMocks();
  });

  it('stops the build with every content problem listed', () => {
    jest.mocked(validateContent).mockReturnValue(['content/site.json: email is a required field']);
    void run();
    expect(reporter.panic).toHaveBeenCalledWith(
      expect.stringContaining('content/site.json: email is a required field'),
    );
  });

  it('lets the build go on when the content is complete, and cuts the web font down to it', async () => {
    jest.mocked(validateContent).mockReturnValue([]);
    await run();
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(writeFont).toHaveBeenCalledWith(expect.stringMatching(/content$/));
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
      jest.mocked(validateContent).mockReturnValue([]);
      await run();
      expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining(missingKey));
    });

    it('lets a demo deploy go on, saying so in the build log', async () => {
      process.env = { ...env, ...production, DEMO_SITE: 'true' };
      jest.mocked(validateContent).mockReturnValue([]);
      await run();
      expect(reporter.panic).not.toHaveBeenCalled();
      expect(reporter.warn).toHaveBeenCalledWith(expect.stringMatching(/^DEMO_SITE=true: this deploy is a demo/));
    });

    it('only warns for a build served on this machine', async () => {
      process.env = { ...env, ...production, SITE_URL: 'http://127.0.0.1:9000' };
      jest.mocked(validateContent).mockReturnValue([]);
      await run();
      expect(reporter.panic).not.toHaveBeenCalled();
      expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining(missingKey));
    });
  });
});
