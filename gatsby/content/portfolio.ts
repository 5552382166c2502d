import type { Portfolio } from '../../src/lib/pageContexts.ts';

/** What the index's summary reads of a case study: its sector, and its payback as written ("14 months"). */
interface Work {
  sector: string;
  evidence?: { payback?: string | null } | null;
}

/** A payback's length in months, as content writes it: "14 months", "<14 months" (14), "2 years" (24). */
export function paybackMonths(payback: string): number | null {
  const match = /(\d+(?:\.\d+)?) (month|year)s?\b/.exec(payback);
  if (!match) return null;
  return Number(match[1]) * (match[2] === 'year' ? 12 : 1);
}

/**
 * The work in three figures, for the top of the index: how many projects, in how many sectors, and the middle
 * payback of those that state one (with how many do), to the nearest month; no payback when none states one.
 */
export function portfolioOf(studies: readonly Work[]): Portfolio {
  const months = studies
    .flatMap((study) => (study.evidence?.payback ? [paybackMonths(study.evidence.payback)] : []))
    .filter((value) => value !== null)
    .sort((a, b) => a - b);
  const middle = (months.length - 1) / 2;
  const median = (months[Math.floor(middle)]! + months[Math.ceil(middle)]!) / 2;
  return {
    projects: studies.length,
    sectors: new Set(studies.map((study) => study.sector)).size,
    payback: months.length ? { months: Math.round(median), of: months.length } : null,
  };
}
