/**
 * The finished build as the steps after it (gatsby-node.ts's onPostBuild) read it, once; and webpack's record of its
 * chunks, which the scripts that check and measure the build (scripts/check-budgets.ts, scripts/bench/) read too.
 * Node runs those scripts as they are: this file imports node: builtins, yup and its own folder's files only, each by its
 * full name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { array, object, string } from 'yup';
import { readJson, record } from './json.ts';
import { pageFiles, type PageFile } from './page-files.ts';

/** The finished build as the steps after it read it, once: its pages and webpack's record of its chunks. */
export interface Build {
  publicDir: string;
  /** Each page's file, relative to publicDir, and the path it is served at. */
  pages: PageFile[];
  /** webpack.stats.json: the files of each named chunk group. */
  chunks: Record<string, string[]>;
  /** Gatsby's globals for its scripts: the map of chunks to files, and the build's hash. */
  chunkMapping: string;
  compilationHash: string;
}

/** webpack.stats.json's record of the files of each named chunk group (app, each template, each island). */
export const readChunks = (publicDir: string): Build['chunks'] =>
  readJson(
    path.join(publicDir, 'webpack.stats.json'),
    object({ assetsByChunkName: record(array(string().required()).required()) }),
  ).assetsByChunkName;

export function readBuild(publicDir: string): Build {
  return {
    publicDir,
    pages: pageFiles(publicDir),
    chunks: readChunks(publicDir),
    chunkMapping: fs.readFileSync(path.join(publicDir, 'chunk-map.json'), 'utf8'),
    compilationHash: readJson(
      path.join(publicDir, 'page-data/app-data.json'),
      object({ webpackCompilationHash: string().required() }),
    ).webpackCompilationHash,
  };
}

/** A chunk group's scripts, as paths from the site's root. */
export const scriptsOf = ({ chunks }: Pick<Build, 'chunks'>, group: string) =>
  (chunks[group] ?? []).filter((file) => file.endsWith('.js')).map((file) => `/${file}`);

/** What a page of a template loads first: Gatsby's app chunk group and the template's, each script once. */
export const firstLoadScripts = (build: Pick<Build, 'chunks'>, template: string) => [
  ...new Set([...scriptsOf(build, 'app'), ...scriptsOf(build, template)]),
];
