import { fieldName, ordinal, withFieldNames } from './field-names.ts';

describe('a field as the owner finds it in the editor', () => {
  it('is named by its labels, a list item by its place counted from one', () => {
    expect(fieldName('evidence.chart.series[1].values[3]')).toBe('Evidence › Chart › Series › 2nd › Values › 4th');
    expect(fieldName('[11].path')).toBe('12th › Path');
    expect(fieldName('[11].path', 'Pages and their addresses')).toBe('Pages and their addresses › 12th › Path');
    expect(fieldName('offers[0]', 'Pages and their addresses')).toBe('Offers › 1st');
    expect(fieldName('cta.firstStep')).toBe('Call to action › First step');
  });

  it('leaves out the words a label explains itself with in the editor', () => {
    expect(fieldName('hero.image.alt')).toBe('Hero › Image › What the picture shows');
  });

  it('counts 1st, 2nd, 3rd, 4th, 11th to 13th, 21st', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '103rd',
    ]);
  });

  it('names every key path in a message, and no file name, address or abbreviation', () => {
    expect(withFieldNames('offers[1].id "x" is also the id of offers[0]: ids in a list must differ')).toBe(
      'Offers › 2nd › Id "x" is also the id of Offers › 1st: ids in a list must differ',
    );
    expect(withFieldNames('[11].name "about" is also [0].name', 'Pages')).toBe(
      'Pages › 12th › Name "about" is also Pages › 1st › Name',
    );
    const plain =
      'see content/routes.json or index.ts, e.g. ../images/case-water.png, photo.webp or robots.txt at /case-studies/2/, example.com or www.example.co.uk';
    expect(withFieldNames(plain)).toBe(plain);
  });
});
