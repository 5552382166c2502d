import { featuredIn, type Extension } from './scope.ts';

/** Whether the index features a case study (content/pages/case-studies.json), by the name of its file. */
export const featuredStudy: Extension =
  () =>
  async (source, _args, { nodeModel }) =>
    (await featuredIn(nodeModel)).has(nodeModel.getNodeById({ id: String(source.parent) })!.name);
