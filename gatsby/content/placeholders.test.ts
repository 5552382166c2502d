import { array, object, string } from 'yup';
import { placeholderProblems } from './placeholders.ts';

const schema = object({
  heading: string(),
  link: object({ label: string().meta({ fills: ['page'] }) }),
  notes: array().of(string()),
  wait: string()
    .matches(/^[^{}]*\{wait\}[^{}]*$/)
    .meta({ must: 'say {wait} once' }),
}).describe();

const problemsOf = (value: unknown) => placeholderProblems(schema, value);

describe('placeholderProblems', () => {
  it('lets every text use the company’s facts, and a field the names it fills', () => {
    expect(
      problemsOf({
        heading: '{company}, founded by {founder}',
        link: { label: 'Explore {page}' },
        notes: ['Write to {email}'],
      }),
    ).toEqual([]);
  });

  it('names a placeholder the field does not fill, with those it does and the nearest', () => {
    expect(problemsOf({ heading: 'About {page} at {compan}', notes: ['{page}'] })).toEqual([
      'heading has {page}, which the site does not fill in here and would show as typed: it fills in {founder}, {company} and {email}',
      'heading has {compan}, which the site does not fill in here and would show as typed: it fills in {founder}, {company} and {email}; did you mean "company"?',
      'notes[0] has {page}, which the site does not fill in here and would show as typed: it fills in {founder}, {company} and {email}',
    ]);
  });

  it('leaves a text written to a pattern to that pattern’s check', () => {
    expect(problemsOf({ wait: 'Wait {Wait}' })).toEqual([]);
  });

  it('leaves parts of the wrong shape to the schema’s own check', () => {
    expect(problemsOf({ heading: 3, link: 'Explore {page}', notes: '{x}' })).toEqual([]);
  });
});
