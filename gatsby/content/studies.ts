/**
 * Which case studies a part of the site shows: a page's section, a service's block on the home page, a case study's
 * related work. Pure over the case studies' facts, so the page planner and the GraphQL resolvers share one rule.
 */

/** What placing a case study needs of its file. */
export interface Study {
  /** Its file name: content/case-studies/<name>.json. */
  name: string;
  /** The month it was finished, YYYY-MM. */
  date: string;
  featured?: boolean;
  sector: string;
  services: string[];
}

/** A section of a page that shows case studies: those of `service`, else the featured ones, at most `show`. */
export interface StudySection {
  service?: string;
  show: number;
}

/** Newest first; the same month by name, so the order never depends on the order files are read in. */
export const newestFirst = <S extends Pick<Study, 'name' | 'date'>>(studies: readonly S[]) =>
  [...studies].sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name));

/** A section's case studies: the newest of its service, or the newest featured ones. */
export function sectionStudies(studies: readonly Study[], { service, show }: StudySection): string[] {
  const chosen = studies.filter((study) => (service ? study.services.includes(service) : study.featured));
  return newestFirst(chosen)
    .slice(0, show)
    .map((study) => study.name);
}

/**
 * The case study a service's block on the home page leads with: its newest that is not featured (the featured ones
 * are in the track record above), else its newest.
 */
export function serviceProof<S extends Pick<Study, 'name' | 'date' | 'featured' | 'services'>>(
  studies: readonly S[],
  service: string,
): S | undefined {
  const own = newestFirst(studies.filter((study) => study.services.includes(service)));
  return own.find((study) => !study.featured) ?? own[0];
}

/** Other work to read after a case study: those sharing a service first, then those of its sector, then the newest. */
export function relatedStudies(studies: readonly Study[], study: Study, count = 3): string[] {
  const closeness = (other: Study) =>
    other.services.some((service) => study.services.includes(service)) ? 0 : other.sector === study.sector ? 1 : 2;
  // Newest first within each rank: sort is stable.
  return newestFirst(studies.filter((other) => other.name !== study.name))
    .sort((a, b) => closeness(a) - closeness(b))
    .slice(0, count)
    .map((other) => other.name);
}
