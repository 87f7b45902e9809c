import { pageString, usePageCopy } from "./use-page-copy";

/** Words every post list shares, from the "blog" entry of data/pages.yaml. */
export function useBlogWords() {
  const copy = usePageCopy("blog");
  const w = (key: string) => pageString(copy, key);
  return {
    blog: w("blog"),
    continue: w("continue"),
    by: w("by"),
    featured: w("featured"),
    latest: w("latest"),
    pagination: w("pagination"),
    pageOf: w("pageOf"),
    empty: w("empty"),
    /** "{minutes} min read" */
    readingTime: w("readingTime"),
  };
}
