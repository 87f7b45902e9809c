// gatsby-plugin-image needs its Babel plugin and a browser loader; in Jest an <img> is enough.
const React = require("react");
module.exports = {
  GatsbyImage: ({ image, alt, className }) =>
    React.createElement("img", { alt, className, src: image?.images?.fallback?.src ?? "test-image" }),
  StaticImage: ({ src, alt, className }) => React.createElement("img", { alt, className, src }),
  getImage: (node) => node?.childImageSharp?.gatsbyImageData ?? node?.gatsbyImageData ?? node,
  getSrc: () => "test-image",
};
