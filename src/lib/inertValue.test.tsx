import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inertValue } from './inertValue.ts';

describe('inertValue', () => {
  it('writes inert as a valid empty boolean attribute, or leaves it out', () => {
    expect(renderToStaticMarkup(createElement('div', { inert: inertValue(true) }))).toBe('<div inert=""></div>');
    expect(renderToStaticMarkup(createElement('div', { inert: inertValue(false) }))).toBe('<div></div>');
  });
});
