import { holdsCurrent, isCurrent } from './current.ts';

describe('the current page in the header', () => {
  const services = { links: [{ label: 'AI Solutions', to: '/ai-solutions/' }] };
  const caseStudies = {
    links: [
      { label: 'On-Site Energy', to: '/case-study-onsite-energy/' },
      { label: 'All case studies', to: '/case-studies/' },
    ],
    caseStudies: 1,
  };

  it('is a link’s page, typed with or without its last slash, and never a part of a page', () => {
    expect(isCurrent('/ai-solutions/', '/ai-solutions')).toBe(true);
    expect(isCurrent('/ai-solutions/#case-studies', '/ai-solutions/')).toBe(false);
  });

  it('marks the menu of a page, and of a page under one of its links, such as a filtered index', () => {
    expect(holdsCurrent(services, '/ai-solutions/')).toBe(true);
    expect(holdsCurrent(caseStudies, '/case-studies/water/2/')).toBe(true);
    expect(holdsCurrent(services, '/case-studies/ai-solutions/')).toBe(false);
    expect(holdsCurrent({ links: [{ label: 'Home', to: '/' }] }, '/about/')).toBe(false);
  });

  it('marks the menu that lists case studies on every case study, listed in it or not', () => {
    expect(holdsCurrent(caseStudies, '/case-study-water-telemetry/')).toBe(true);
    expect(holdsCurrent(services, '/case-study-water-telemetry/')).toBe(false);
  });
});
