import { relatedStudies, sectionStudies, serviceProof } from './studies.ts';
import { studies } from '../../tests/fixtures/studies.ts';

describe('sectionStudies: which case studies a page shows', () => {
  it('shows the newest of its service, at most as many as it asks for', () => {
    expect(sectionStudies(studies, { service: 'energy-management', show: 2 })).toEqual(['new-energy', 'both']);
    expect(sectionStudies(studies, { service: 'ai-solutions', show: 6 })).toEqual(['ai', 'both']);
  });

  it('shows the newest featured ones where it names no service', () => {
    expect(sectionStudies(studies, { show: 3 })).toEqual(['ai', 'featured-water']);
  });
});

describe('serviceProof: the case study a service leads with on the home page', () => {
  it('is its newest that is not featured, as the featured ones are shown above it', () => {
    expect(serviceProof(studies, 'ai-solutions')?.name).toBe('both');
    expect(serviceProof(studies, 'energy-management')?.name).toBe('new-energy');
  });

  it('is its newest featured one where it has no other, and none where it has none', () => {
    expect(serviceProof(studies, 'industrial-iot-controls')?.name).toBe('featured-water');
    expect(serviceProof(studies, 'industrial-data-platforms')).toBeUndefined();
  });
});

describe('relatedStudies: the other work a case study leads to', () => {
  it('puts work for the same service first, then the same sector, then the newest, never itself', () => {
    expect(relatedStudies(studies, studies[2]!, 4)).toEqual(['both', 'new-energy', 'featured-water', 'old-energy']);
    expect(relatedStudies(studies, studies[4]!, 2)).toEqual(['new-energy', 'old-energy']);
  });
});
