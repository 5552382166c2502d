import { onPreBootstrap } from './gatsby-node';
import { validateContent } from './gatsby/validate-content';

jest.mock('./gatsby/validate-content');

describe('gatsby-node onPreBootstrap', () => {
  const reporter = { panic: jest.fn() };
  const run = () => (onPreBootstrap as (args: unknown) => void)({ reporter });

  it('stops the build with every content problem listed', () => {
    jest.mocked(validateContent).mockReturnValue(['content/site.json: email is a required field']);
    run();
    expect(reporter.panic).toHaveBeenCalledWith(
      expect.stringContaining('content/site.json: email is a required field'),
    );
  });

  it('lets the build go on when the content is complete', () => {
    reporter.panic.mockClear();
    jest.mocked(validateContent).mockReturnValue([]);
    run();
    expect(reporter.panic).not.toHaveBeenCalled();
  });
});
