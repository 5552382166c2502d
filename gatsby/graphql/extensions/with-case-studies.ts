import { caseStudyRoute } from '../../content/routes.ts';
import { newestFirst } from '../../content/studies.ts';
import { studiesIn, type Extension } from './scope.ts';

/** A menu's links: its featured case studies, newest first, as many as its `caseStudies` asks, then its own. */
export const withCaseStudies: Extension =
  () =>
  async (source, _args, { nodeModel }, info) => {
    const own = (source[info.fieldName] as unknown[] | undefined) ?? [];
    const count = Number(source.caseStudies ?? 0);
    if (count === 0) return own;
    const featured = (await studiesIn(nodeModel)).filter((study) => study.featured);
    const studies = newestFirst(featured)
      .slice(0, count)
      .map((study) => ({ label: study.label, route: caseStudyRoute(study.name).name }));
    return [...studies, ...own];
  };
