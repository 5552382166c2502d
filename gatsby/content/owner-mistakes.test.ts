import { harmless } from '../../tests/fixtures/owner-mistakes/harmless.ts';
import { stopping } from '../../tests/fixtures/owner-mistakes/stopping.ts';
import { validateEdited } from '../../tests/fixtures/edit-content.ts';

describe('an owner’s mistakes in the editor', () => {
  it('has at least 25 of them', () => {
    expect(harmless.length + stopping.length).toBeGreaterThanOrEqual(25);
  });

  it.each(stopping.map((mistake) => [mistake.what, mistake] as const))(
    'stops the build, naming the file and the fix, when the owner %s',
    (_, { edit, stops }) => {
      expect(validateEdited(edit)).toContainEqual(expect.stringContaining(stops!));
    },
  );

  it.each(harmless.map((mistake) => [mistake.what, mistake] as const))(
    'builds when the owner %s (the browser tests in tests/owner-edits/ check the site)',
    (_, { edit }) => {
      expect(validateEdited(edit)).toEqual([]);
    },
  );

  it('builds with every harmless mistake at once, as the editor’s build makes them', () => {
    expect(validateEdited((content) => harmless.forEach(({ edit }) => edit(content)))).toEqual([]);
  });
});
