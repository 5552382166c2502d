// ESM-only packages in node_modules: rewrite import/export to CommonJS and nothing else.
module.exports = require('babel-jest').default.createTransformer({
  plugins: [require.resolve('@babel/plugin-transform-modules-commonjs')],
  babelrc: false,
  configFile: false,
});
