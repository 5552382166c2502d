import { serviceProof as proofOf } from '../../content/studies.ts';
import { studiesIn, type Extension } from './scope.ts';

/** The case study a home-page block leads with, of the service it links to (gatsby/content/studies.ts). */
export const serviceProof: Extension =
  () =>
  async (source, _args, { nodeModel }) =>
    proofOf(await studiesIn(nodeModel), (source.link as { route: string }).route)?.node ?? null;
