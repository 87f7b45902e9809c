/**
 * Gatsby configuration: site metadata (from data/site.yaml), Emotion's css prop through the automatic JSX
 * runtime, typed GraphQL (typegen on build), and the sources: MDX in content/, YAML and images in data/.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import remarkGfm from "remark-gfm";
import YAML from "yaml";
import { yamlTypeName } from "./src/node/schema";

const site = YAML.parse(fs.readFileSync(path.join(__dirname, "data/site.yaml"), "utf8")) as {
  name: string;
  description: string;
};

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: process.env.SITE_URL ?? "https://gestura.ai",
  },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "always",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "blog", path: path.join(__dirname, "content/blog") } },
    { resolve: "gatsby-source-filesystem", options: { name: "legal", path: path.join(__dirname, "content/legal") } },
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: path.join(__dirname, "data") } },
    {
      resolve: "gatsby-transformer-yaml",
      // Name every type after its file (data/site.yaml → SiteYaml). By default a file holding one object, not a
      // list, would be named after its folder ("DataYaml") and site, navigation and logos would collide.
      options: { typeName: ({ node }: { node: { name: string } }) => yamlTypeName(node.name) },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"], mdxOptions: { remarkPlugins: [remarkGfm] } },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp"], placeholder: "blurred", quality: 72 } },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
  ],
};

export default config;
