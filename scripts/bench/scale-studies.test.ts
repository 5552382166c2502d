import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateContent } from '../../gatsby/content/validate.ts';
import { addCaseStudies } from './scale-studies.ts';

// The project, as Jest runs this file: project-copy.ts finds it by import.meta, which Jest's CommonJS lacks.
const root = path.resolve(__dirname, '../..');

describe('the scale benchmark’s case studies', () => {
  it('pass the content check, as an owner’s copies must: 20 of them, each told apart from the rest', () => {
    const content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scale-')), 'content');
    fs.cpSync(path.join(root, 'content'), content, { recursive: true });
    try {
      expect(addCaseStudies(content, 20)).toMatchObject({ name: 'generated-20' });
      const added = fs.readdirSync(path.join(content, 'case-studies')).filter((file) => file.startsWith('generated-'));
      expect(added).toHaveLength(20);
      expect(validateContent({ content, project: root })).toEqual([]);
    } finally {
      fs.rmSync(path.dirname(content), { recursive: true, force: true });
    }
  });
});
