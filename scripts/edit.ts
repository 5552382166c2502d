/**
 * `npm run edit`: says what is about to happen and where the editor will be, then builds and serves the site with
 * its editor (`npm start`), whose server prints the editor's address once it is ready.
 */
import { spawnSync } from 'node:child_process';

console.log(
  [
    'Building the site and its content editor. The first build resizes every picture and takes a minute or two;',
    'Gatsby shows its progress below. Then the editor is at http://localhost:9000/admin/ (docs/editing.md).',
    '',
  ].join('\n'),
);
const { status } = spawnSync('npm', ['start'], { stdio: 'inherit' });
process.exit(status ?? 1);
