import { iconData } from '../../content/schemas/icons.ts';
import type { Extension } from './scope.ts';

/** An icon content names by its lucide name, with its SVG shapes, so pages draw it from data. */
export const lucide: Extension = () => (source, _args, _context, info) => {
  const name = source[info.fieldName];
  return iconData(typeof name === 'string' ? name : '');
};
