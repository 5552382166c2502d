/**
 * Stands in for react-aria's inertValue (see onCreateWebpackConfig in gatsby-node.ts). On React 18 react-aria
 * writes inert="true", which HTML does not allow: a boolean attribute is empty or absent. React 18 passes an
 * empty string through as inert="", which browsers read the same way.
 */
export function inertValue(value?: boolean): string | undefined {
  return value ? '' : undefined;
}
