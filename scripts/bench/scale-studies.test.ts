import fs from 'node:fs';
import path from 'node:path';
import { validateEdited } from '../../tests/fixtures/edit-content.ts';
import { addCaseStudies } from './scale-studies.ts';

describe('the scale benchmark’s case studies', () => {
  it('pass the content check, as an owner’s copies must: 20 of them, each told apart from the rest', () => {
    let added: string[] = [];
    const problems = validateEdited((content) => {
      expect(addCaseStudies(content, 20)).toMatchObject({ name: 'generated-20' });
      added = fs.readdirSync(path.join(content, 'case-studies')).filter((file) => file.startsWith('generated-'));
    });
    expect(added).toHaveLength(20);
    expect(problems).toEqual([]);
  });
});
