import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { useEffect, useState, type ComponentType } from 'react';
import { globalStyles } from '../theme/globalStyles.ts';
import { setStaticResults } from './gatsby.tsx';
import { overlay, type RouteTable } from './overlay.ts';

/**
 * The editor's preview of a page in the site's own look: the page's template, with the data the build gave it
 * (public/page-data/) and the entry's values as they are being edited laid over it (./overlay.ts), drawn by the
 * site's components and styles inside the editor's preview frame. A case study not built yet takes the shape of
 * one that is.
 */

interface Entry {
  getIn(path: string[]): { toJS(): unknown } | string | undefined;
}
interface PreviewProps {
  entry: Entry;
  document: Document;
  getAsset: (path: string) => { url: string; fileObj?: File } | undefined;
}
/** A page the editor can preview: its entry's name in the editor, its address, and its template's name. */
interface PreviewPage {
  name: string;
  path: string;
  template: string;
}
interface Built {
  data: Record<string, unknown>;
  pageContext: Record<string, unknown>;
  staticResults: Record<string, unknown>;
}

const getJson = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
};
const pageDataUrl = (pagePath: string) =>
  `/page-data${pagePath === '/' ? '/index' : pagePath.replace(/\/$/, '')}/page-data.json`;

const builds = new Map<string, Promise<Built>>();
/** What the build gave the page at `pagePath`, or at `fallback` when that page is not built yet. */
function builtPage(pagePath: string, fallback?: string): Promise<Built> {
  if (!builds.has(pagePath)) {
    const load = async (at: string): Promise<Built> => {
      const page = (await getJson(pageDataUrl(at))) as {
        result: { data: Record<string, unknown>; pageContext: Record<string, unknown> };
        staticQueryHashes: string[];
      };
      const results = await Promise.all(
        page.staticQueryHashes.map(async (hash) => (await getJson(`/page-data/sq/d/${hash}.json`)).data),
      );
      return { ...page.result, staticResults: Object.assign({}, ...results) as Record<string, unknown> };
    };
    builds.set(
      pagePath,
      load(pagePath).catch((error: unknown) => {
        if (!fallback) throw error;
        return load(fallback);
      }),
    );
  }
  return builds.get(pagePath)!;
}

/** A picture in the editor's copy: a new upload's blob: address, or one made for the file the editor holds. */
const pictureUrls = new WeakMap<File, string>();
function pictureUrl(asset: { url: string; fileObj?: File } | undefined) {
  if (!asset) return undefined;
  if (asset.url.startsWith('blob:')) return asset.url;
  const file = asset.fileObj;
  if (!file) return undefined;
  if (!pictureUrls.has(file)) pictureUrls.set(file, URL.createObjectURL(file));
  return pictureUrls.get(file);
}

const caches = new WeakMap<Document, EmotionCache>();
/** Emotion writes the components' styles into the preview frame's <head>, not the editor's. */
function cacheFor(frame: Document) {
  if (!caches.has(frame)) caches.set(frame, createCache({ key: 'preview', container: frame.head }));
  return caches.get(frame)!;
}

function preview(pagePath: string, Template: ComponentType<never>, routes: RouteTable, fallback?: string) {
  return function Preview({ entry, document: frame, getAsset }: PreviewProps) {
    const slug = entry.getIn(['slug']);
    const at = typeof slug === 'string' && pagePath.includes('{slug}') ? pagePath.replace('{slug}', slug) : pagePath;
    const [built, setBuilt] = useState<Built | null>(null);
    useEffect(() => {
      let current = true;
      builtPage(at, fallback).then(
        (found) => current && setBuilt(found),
        () => current && setBuilt(null),
      );
      return () => {
        current = false;
      };
    }, [at]);
    if (!built) return null;
    setStaticResults(built.staticResults);
    const edited = (entry.getIn(['data']) as { toJS(): unknown }).toJS();
    const page = overlay(built.data.page, edited, (src) => pictureUrl(getAsset(src)), routes);
    const data = { ...built.data, page };
    const Page = Template as ComponentType<Record<string, unknown>>;
    return (
      <CacheProvider value={cacheFor(frame)}>
        <Global styles={globalStyles()} />
        <main id="main">
          <Page data={data} pageContext={built.pageContext} location={{ pathname: at }} />
        </main>
      </CacheProvider>
    );
  };
}

/**
 * Registers a preview for each page, by its entry's name in the editor, and one for the case studies, whose entries
 * are one collection: their `path` holds `{slug}` for the file's name, and `built` is a case study the build made,
 * whose shape a new one takes. `templates` loads each template by name.
 */
export async function registerPreviews(
  cms: { registerPreviewTemplate(name: string, component: ComponentType<PreviewProps>): void },
  templates: Record<string, () => Promise<{ default: ComponentType<never> }>>,
  plan: { pages: PreviewPage[]; caseStudies: PreviewPage & { built?: string }; routes: RouteTable },
) {
  const loaded = await Promise.all(
    Object.entries(templates).map(async ([name, load]) => [name, (await load()).default] as const),
  );
  const template = (name: string) => Object.fromEntries(loaded)[name]!;
  const { routes } = plan;
  for (const page of plan.pages) {
    cms.registerPreviewTemplate(page.name, preview(page.path, template(page.template), routes));
  }
  const { name, path: studyPath, template: studyTemplate, built } = plan.caseStudies;
  cms.registerPreviewTemplate(name, preview(studyPath, template(studyTemplate), routes, built));
}
