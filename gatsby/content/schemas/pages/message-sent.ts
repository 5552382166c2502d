import { array } from 'yup';
import { record, texts } from '../parts.ts';
import type { SectionParts } from './sections.ts';

/** The shape of content/pages/message-sent.json. */
export const messageSent = ({ link, intro, page }: SectionParts) =>
  page({
    next: record({ intro, steps: texts(), actions: array().of(link).min(1).required() }, 'NextSteps').required(),
  });
