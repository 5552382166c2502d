import isPropValid from '@emotion/is-prop-valid';

/**
 * Options for a styled element that takes attributes newer than Emotion's list (which passes on only those it
 * knows): popovertarget, command, commandfor, closedby. React 18 writes them to the DOM as they are spelled.
 */
export const passing = (...names: string[]) => ({
  shouldForwardProp: (prop: string) => names.includes(prop) || isPropValid(prop),
});
