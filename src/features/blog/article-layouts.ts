/**
 * The two article layouts (SPEC §2), decided once: /blog-details/{id}/ shows the post's own tags, the author box
 * and the comment link; the third layout /blog-details-3/{id}/ shows fixed tags from data/pages.yaml and neither
 * of the others. gatsby-node puts the layout's name in each article page's context.
 */
import { blogDetails3Path, blogDetailsPath } from "../../shared/lib/routes";

export type ArticleLayoutName = "standard" | "alternate";

export interface ArticleLayout {
  /** The article's own address in this layout. */
  path: (id: string) => string;
  showAuthor: boolean;
  showComment: boolean;
  /** Show the same tags for every post (the "layout3Tags" list) instead of the post's own. */
  fixedTags: boolean;
}

export const ARTICLE_LAYOUTS: Readonly<Record<ArticleLayoutName, ArticleLayout>> = {
  standard: { path: blogDetailsPath, showAuthor: true, showComment: true, fixedTags: false },
  alternate: { path: blogDetails3Path, showAuthor: false, showComment: false, fixedTags: true },
};
