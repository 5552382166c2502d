// ESM-only packages in node_modules: rewrite import/export to CommonJS and nothing else.
module.exports = require('babel-jest').default.createTransformer({
  plugins: [
    // `export * as name from` (htmlparser2) first: the CommonJS rewrite does not take it.
    require.resolve('@babel/plugin-transform-export-namespace-from'),
    require.resolve('@babel/plugin-transform-modules-commonjs'),
  ],
  babelrc: false,
  configFile: false,
});
