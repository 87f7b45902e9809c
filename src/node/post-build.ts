/**
 * After the build (gatsby-node's onPostBuild): the /index/ alias of the home page and the blog's RSS feed at
 * public/rss.xml. `postBuildFiles` is pure (query answer in, what to write out) and unit-tested; `writePostBuildFiles`
 * runs the query and writes the files.
 */
import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { blogDetailsPath, routes } from "../shared/lib/routes";
import { rssFeed, type FeedChannel, type FeedItem } from "./feed";
import { writeIndexAlias } from "./index-alias";
import { runQuery } from "./page-specs";

/** The answer of the PostBuild query below (src/node is outside typegen's search paths, so it is typed here). */
export interface PostBuildData {
  siteYaml: { name: string; titleSeparator: string; feedTitle: string } | null;
  site: { siteMetadata: { siteUrl: string } } | null;
  pagesYaml: { description: string } | null;
  allPost: {
    nodes: {
      frontmatter: { id: string; title: string; desc: string; date: string; category: { name: string }; author: { name: string } };
    }[];
  };
}

export interface PostBuildFiles {
  indexAlias: { siteName: string; siteUrl: string };
  feed: { channel: FeedChannel; items: FeedItem[] };
}

const POST_BUILD_QUERY = `
  query PostBuild {
    siteYaml {
      name
      titleSeparator
      feedTitle
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    pagesYaml(key: { eq: "blog" }) {
      description
    }
    allPost {
      nodes {
        frontmatter {
          id
          title
          desc
          date(formatString: "YYYY-MM-DD")
          category {
            name
          }
          author {
            name
          }
        }
      }
    }
  }
`;

/** What onPostBuild writes, from the query's answer; a missing site file or blog page is named in the error. */
export function postBuildFiles(data: PostBuildData): PostBuildFiles {
  const { siteYaml, site, pagesYaml, allPost } = data;
  if (!siteYaml) throw new Error("data/site.yaml is missing: the feed and the /index/ alias need the site's name.");
  if (!site) throw new Error("gatsby-config.ts has no siteMetadata.siteUrl: the feed needs absolute addresses.");
  if (!pagesYaml) throw new Error('data/pages.yaml has no page with key "blog": the feed takes its description from it.');
  const siteUrl = site.siteMetadata.siteUrl;
  return {
    indexAlias: { siteName: siteYaml.name, siteUrl },
    feed: {
      channel: {
        title: `${siteYaml.feedTitle}${siteYaml.titleSeparator}${siteYaml.name}`,
        description: pagesYaml.description,
        siteUrl,
        feedPath: routes.feed,
        language: "en",
      },
      items: allPost.nodes.map(({ frontmatter: fm }) => ({
        id: fm.id,
        title: fm.title,
        desc: fm.desc,
        date: fm.date,
        category: fm.category.name,
        authorName: fm.author.name,
        url: blogDetailsPath(fm.id),
      })),
    },
  };
}

export async function writePostBuildFiles(args: Pick<BuildArgs, "graphql" | "reporter">, publicDir = path.resolve("public")): Promise<void> {
  const data = await runQuery<PostBuildData>(args, "the site and the posts", POST_BUILD_QUERY, "for the feed and the /index/ alias");
  if (!data) return;
  let files: PostBuildFiles;
  try {
    files = postBuildFiles(data);
  } catch (error) {
    args.reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
    return;
  }
  writeIndexAlias(publicDir, files.indexAlias.siteName, files.indexAlias.siteUrl);
  fs.writeFileSync(path.join(publicDir, routes.feed), rssFeed(files.feed.channel, files.feed.items));
}
