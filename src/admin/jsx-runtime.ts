/** `react/jsx-runtime` inside the editor's bundle, on the editor's own React (./react.ts). */
import type { ElementType, Key } from 'react';
import React from './react.ts';

export const { Fragment } = React;

const element = (type: ElementType, props: Record<string, unknown>, key?: Key) =>
  React.createElement(type, key === undefined ? props : { ...props, key });

// The compiler calls jsxs for an element with several children, jsx for the rest; both make the same element.
export { element as jsx, element as jsxs };
