// Babel for the project's own code, as Gatsby compiles it (automatic JSX runtime through Emotion).
module.exports = require('babel-jest').default.createTransformer({
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
    '@babel/preset-typescript',
  ],
  babelrc: false,
  configFile: false,
});
