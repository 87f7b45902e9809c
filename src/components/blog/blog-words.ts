import { graphql, useStaticQuery } from "gatsby";
import { pickStrings, requirePage } from "../lib/page-copy";

const BLOG_WORDS = ["blog", "continue", "by", "featured", "latest", "pagination", "pageOf", "empty", "readingTime"] as const;

/**
 * Words every post list and article shares (the "blog" entry of data/pages.yaml): "Continue reading", "By",
 * "{minutes} min read", the pagination words. A small static query with a fixed filter, used by the blog pages only.
 */
export function useBlogWords(): BlogWords {
  const { pagesYaml } = useStaticQuery<Queries.BlogWordsQuery>(graphql`
    query BlogWords {
      pagesYaml(key: { eq: "blog" }) {
        key
        strings {
          key
          text
        }
      }
    }
  `);
  return pickStrings(requirePage(pagesYaml, "blog"), BLOG_WORDS);
}

export type BlogWords = Record<(typeof BLOG_WORDS)[number], string>;
