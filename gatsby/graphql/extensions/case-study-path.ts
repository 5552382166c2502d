import { caseStudyRoute } from '../../content/routes.ts';
import type { Extension } from './scope.ts';

/** A case study's address, from the name of its file. */
export const caseStudyPath: Extension =
  () =>
  (source, _args, { nodeModel }) =>
    caseStudyRoute(nodeModel.getNodeById({ id: String(source.parent) })!.name).path;
