import { array, string } from 'yup';
import { eachOnce, text } from './parts.ts';

/**
 * The case studies the index features, by file name: they open the index, and the home page's track record and the
 * Case Studies menu list them. They are picked here, by name, rather than ticked on each study, so that a study the
 * editor duplicates is never featured with its original. Without `studies` (for GraphQL types), any names.
 */
export const featuredSchema = (studies?: readonly string[]) =>
  array()
    .of(
      studies
        ? string()
            .oneOf([...studies], '${path}, "${value}", names no case study now: pick it again or remove it')
            .required()
        : text(),
    )
    .min(
      1,
      '${path} must list at least one case study: the home page’s track record and the Case Studies menu show them',
    )
    .required()
    .test(eachOnce('case study'))
    .meta({ pick: 'studies' });
