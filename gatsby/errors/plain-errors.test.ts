/**
 * @jest-environment node
 */
import type { Reporter } from 'gatsby';
import { plainErrors } from './plain-errors.ts';

const reporter = () => ({ panic: jest.fn() }) as unknown as Reporter & { panic: jest.Mock };

describe('plainErrors: a build step that fails says what failed, in words', () => {
  it('stops the build with the step and the error’s message, and nothing of the compiled code', async () => {
    const args = { reporter: reporter() };
    await plainErrors('Writing the headers', () => {
      throw new Error('public/_headers: a line is over 2,000 characters');
    })(args);
    expect(args.reporter.panic).toHaveBeenCalledWith(
      'Writing the headers failed: public/_headers: a line is over 2,000 characters',
    );
  });

  it('waits for a step that is a promise, and stops the build when it rejects', async () => {
    const args = { reporter: reporter() };
    await plainErrors('Writing the font', async () => Promise.reject(new Error('no glyphs')))(args);
    expect(args.reporter.panic).toHaveBeenCalledWith('Writing the font failed: no glyphs');
  });

  it('leaves a step that succeeds alone', async () => {
    const args = { reporter: reporter() };
    const run = jest.fn();
    await plainErrors('Listing the pages', run)(args);
    expect(run).toHaveBeenCalledWith(args);
    expect(args.reporter.panic).not.toHaveBeenCalled();
  });
});
