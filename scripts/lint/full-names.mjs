/**
 * One import style: a relative import names its file in full (./read.ts), as Node needs to run the build's code and
 * the scripts as they are; webpack, Jest and Playwright take the same names.
 */
const fullName = /\.(tsx?|m?js|json|css|svg|png|jpe?g|woff2?)$/;
/** @type {import('eslint').ESLint.Plugin} */
export const imports = {
  rules: {
    'full-names': {
      meta: { type: 'problem', messages: { name: 'Name the file in full, with its extension: {{source}}' } },
      create(context) {
        /** @param {import('eslint').Rule.Node | null | undefined} source */
        const check = (source) => {
          if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
          if (/^\.{1,2}\//.test(source.value) && !fullName.test(source.value)) {
            context.report({ node: source, messageId: 'name', data: { source: source.value } });
          }
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
          'CallExpression[callee.object.name="jest"][callee.property.name=/^(mock|requireActual|doMock)$/]': (node) =>
            node.type === 'CallExpression' && check(node.arguments[0]),
        };
      },
    },
  },
};
