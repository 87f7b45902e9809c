// Babel transform for Jest: the same JSX runtime and Emotion import source as gatsby-config.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
