import { onPreBootstrap } from './gatsby-node';
import { writeFont } from './gatsby/font';
import { validateContent } from './gatsby/validate-content';

jest.mock('./gatsby/validate-content');
jest.mock('./gatsby/font');

describe('gatsby-node onPreBootstrap', () => {
  const reporter = { panic: jest.fn() };
  const run = () => (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter });

  it('stops the build with every content problem listed', () => {
    jest.mocked(validateContent).mockReturnValue(['content/site.json: email is a required field']);
    void run();
    expect(reporter.panic).toHaveBeenCalledWith(
      expect.stringContaining('content/site.json: email is a required field'),
    );
  });

  it('lets the build go on when the content is complete, and cuts the web font down to it', async () => {
    reporter.panic.mockClear();
    jest.mocked(validateContent).mockReturnValue([]);
    await run();
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(writeFont).toHaveBeenCalledWith(expect.stringMatching(/content$/));
  });
});
