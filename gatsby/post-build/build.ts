import fs from 'node:fs';
import path from 'node:path';
import { pageFiles } from './page-files';

/** The finished build as the steps after it read it, once: its pages and webpack's record of its chunks. */
export interface Build {
  publicDir: string;
  /** Each page's file, relative to publicDir, and the path it is served at. */
  pages: { file: string; path: string }[];
  /** webpack.stats.json: the files of each named chunk group. */
  chunks: Record<string, string[]>;
  /** Gatsby's globals for its scripts: the map of chunks to files, and the build's hash. */
  chunkMapping: string;
  compilationHash: string;
}

export function readBuild(publicDir: string): Build {
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');
  const stats = JSON.parse(read('webpack.stats.json')) as { assetsByChunkName: Record<string, string[]> };
  return {
    publicDir,
    pages: pageFiles(publicDir),
    chunks: stats.assetsByChunkName,
    chunkMapping: read('chunk-map.json'),
    compilationHash: (JSON.parse(read('page-data/app-data.json')) as { webpackCompilationHash: string })
      .webpackCompilationHash,
  };
}

/** A chunk group's scripts, as paths from the site's root. */
export const scriptsOf = ({ chunks }: Pick<Build, 'chunks'>, group: string) =>
  (chunks[group] ?? []).filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
