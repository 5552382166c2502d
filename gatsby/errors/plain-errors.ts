import type { Reporter } from 'gatsby';

/**
 * A build step whose error stops the build with the step's name and the error's own message. Left to Gatsby, an
 * error thrown in gatsby-node is shown with a frame of the compiled, minified gatsby-node bundle: some 80 KB of code
 * before the one sentence that says what is wrong.
 */
export function plainErrors<Args extends { reporter: Reporter }>(step: string, run: (args: Args) => unknown) {
  return async (args: Args): Promise<void> => {
    try {
      await run(args);
    } catch (error) {
      args.reporter.panic(`${step} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
