/**
 * `npm run build:tested`: the build of content/ that `npm test` checks, for the same address as `npm run build:local`,
 * made in the copy of the project where the screenshots' and the editor's builds are made (project-copy.ts) and put
 * in public/. Made there first, it leaves that copy's build cache with every picture resized: the screenshots' build
 * that follows, whose pictures are the same files, resizes none of them again (docs/testing.md, "How long it takes").
 */
import path from 'node:path';
import { buildWithContent, root } from './project-copy.ts';

process.exit(buildWithContent(path.join(root, 'content'), root));
