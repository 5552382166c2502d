import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface IconData {
  name: string;
  /** The SVG elements inside the icon's <svg>, as markup. */
  svg: string;
}

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, char: string) => char.toUpperCase());

let names: string[] | undefined;

/** Every name content may give an icon (lucide's components in kebab case), for suggestions when one is misspelt. */
export function iconNames(): string[] {
  names ??= Object.keys(lucide)
    .filter((key) => /^[A-Z]/.test(key) && !/Icon$|^Lucide/.test(key))
    .map((key) => key.replace(/([a-z0-9])([A-Z])|([a-zA-Z])([0-9])/g, '$1$3-$2$4').toLowerCase());
  return names;
}

/**
 * A lucide icon by the kebab-case name content uses ('chart-line', aliases such as 'building-2' included),
 * or undefined for a name lucide does not have. Content icons reach pages as data through GraphQL, drawn
 * here by lucide's own component, so no page ships an icon registry in its JavaScript.
 */
export function iconData(name: string): IconData | undefined {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return undefined;
  const component = (lucide as Record<string, unknown>)[pascal(name)];
  if (typeof component !== 'object' || component === null) return undefined;
  const markup = renderToStaticMarkup(createElement(component as ComponentType));
  const svg = /^<svg[^>]*>(.+)<\/svg>$/s.exec(markup)?.[1];
  return svg ? { name, svg } : undefined;
}
