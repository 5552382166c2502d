import { twinProblems } from './twins.ts';

const study = (label: string, heading: string, title: string) => ({
  label,
  summary: `About ${label}`,
  hero: { heading },
  seo: { title, description: `${title}, described` },
});

describe('twinProblems', () => {
  it('passes pages that differ in everything a visitor tells them apart by', () => {
    expect(
      twinProblems({ 'a.json': study('A', 'Heading A', 'Title A'), 'b.json': study('B', 'Heading B', 'Title B') }),
    ).toEqual([]);
  });

  it('names once everything a copy saved unchanged shares with its original', () => {
    expect(
      twinProblems({ 'a.json': study('A', 'Heading', 'Title'), 'copy.json': study('A', 'Heading', 'Title') }),
    ).toEqual([
      'copy.json: its label, card text, main heading, search title and search description are those of a.json, so visitors cannot tell the two apart: give it its own',
    ]);
  });

  it('names a picture a copy kept from its original, its words rewritten', () => {
    const pages = {
      'a.json': { ...study('A', 'Heading A', 'Title A'), article: { image: { src: '../images/plant-a.png' } } },
      'b.json': { ...study('B', 'Heading B', 'Title B'), article: { image: { src: '../images/plant-a.png' } } },
    };
    expect(twinProblems(pages)).toEqual([
      'b.json: its picture is that of a.json, so visitors cannot tell the two apart: give it its own',
    ]);
  });

  it('compares words, not their case or spacing, and leaves empty ones alone', () => {
    const pages = {
      'a.json': { hero: { heading: 'Energy  Management' }, seo: { title: '' } },
      'b.json': { hero: { heading: 'energy management ' }, seo: { title: '' } },
    };
    expect(twinProblems(pages)).toEqual([
      'b.json: its main heading is that of a.json, so visitors cannot tell the two apart: give it its own',
    ]);
  });
});
