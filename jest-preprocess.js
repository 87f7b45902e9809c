// Babel transform for Jest: the same JSX runtime and Emotion import source as gatsby-config.
const featureImports = require("./src/node/feature-imports.cjs");

const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
  // Each name imported from a feature's index.ts comes from its own module, as in the build (see the plugin).
  plugins: [[require.resolve("./src/node/feature-imports.cjs"), { indexes: featureImports.indexesHash(__dirname) }]],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
