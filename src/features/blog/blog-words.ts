import { graphql } from "gatsby";
import { pickStrings, requirePage } from "../../shared/lib/page-copy";

const BLOG_WORDS = ["blog", "continue", "by", "featured", "latest", "pagination", "pageOf", "empty", "readingTime"] as const;

/**
 * Words every post list and article shares (the "blog" entry of data/pages.yaml): "Continue reading", "By",
 * "{minutes} min read", the pagination words. Each blog page asks for them in its own query, as
 * `blogWords: pagesYaml(key: { eq: "blog" }) { ...BlogWords }`, so that they come with its page data rather than
 * as a request of their own.
 */
export const blogWordsFragment = graphql`
  fragment BlogWords on PagesYaml {
    key
    strings {
      key
      text
    }
  }
`;

export function blogWords(page: Queries.BlogWordsFragment | null | undefined): BlogWords {
  return pickStrings(requirePage(page, "blog"), BLOG_WORDS);
}

export type BlogWords = Record<(typeof BLOG_WORDS)[number], string>;
