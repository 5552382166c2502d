import { paybackMonths, portfolioOf } from './portfolio.ts';

const study = (sector: string, payback?: string) => ({ sector, evidence: payback ? { payback } : null });

describe('the index’s summary of the work', () => {
  it('reads a payback in months or years, a bound as its figure', () => {
    expect(paybackMonths('14 months')).toBe(14);
    expect(paybackMonths('<14 months')).toBe(14);
    expect(paybackMonths('2 years')).toBe(24);
    expect(paybackMonths('1.5 years')).toBe(18);
    expect(paybackMonths('1 year')).toBe(12);
    expect(paybackMonths('soon')).toBeNull();
  });

  it('counts the projects and their sectors, and takes the middle payback of those that state one', () => {
    const studies = [
      study('Water', '10 months'),
      study('Water', '2 years'),
      study('Food & Drink', '13 months'),
      study('Food & Drink'),
      study('Manufacturing', '14 months'),
    ];
    expect(portfolioOf(studies)).toEqual({ projects: 5, sectors: 3, payback: { months: 14, of: 4 } });
    // An odd count has a middle one.
    expect(portfolioOf(studies.slice(0, 3)).payback).toEqual({ months: 13, of: 3 });
  });

  it('states no payback when no project does', () => {
    expect(portfolioOf([study('Water')])).toEqual({ projects: 1, sectors: 1, payback: null });
  });
});
