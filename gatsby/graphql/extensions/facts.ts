import type { Extension } from './scope.ts';

/** Text with the company's facts: {founder}, {company} and {email} filled from content/site.json. */
export const facts: Extension =
  ({ fill }) =>
  (source, _args, _context, info) =>
    fill(source[info.fieldName]);
