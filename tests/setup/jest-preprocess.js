// Babel for the project's own code, as Gatsby compiles it (automatic JSX runtime through Emotion).
module.exports = require('babel-jest').default.createTransformer({
  presets: [
    [require.resolve('babel-preset-gatsby'), { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
    require.resolve('@babel/preset-typescript'),
  ],
  babelrc: false,
  configFile: false,
});
