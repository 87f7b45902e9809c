import type { HeadProps, PageProps } from "gatsby";
import type { ReactNode } from "react";
import { blogDetails3Path, blogDetailsPath } from "../../lib/routes";
import { Layout } from "../layout/layout";
import { Article, type ArticleVariant } from "./article";
import { ArticleHead } from "./article-head";

/** What both article templates query (their page queries must live in the template files, so they are spelled twice). */
export interface ArticlePageData {
  mdx: Queries.ArticlePostFragment | null;
  previous: { frontmatter: { id: string | null; title: string | null } } | null;
  next: { frontmatter: { id: string | null; title: string | null } } | null;
  related: { nodes: readonly Queries.PostCardFragment[] };
  siteYaml: { share: readonly { network: string; label: string; url: string }[] } | null;
}

/** The page component and Head of one article layout. */
export function articleTemplate(variant: ArticleVariant) {
  const pathOf = variant === "standard" ? blogDetailsPath : blogDetails3Path;

  function ArticlePage({ data, children }: PageProps<ArticlePageData> & { children: ReactNode }) {
    if (!data.mdx) return null;
    return (
      <Layout>
        <Article variant={variant} post={data.mdx} previous={data.previous} next={data.next} related={data.related.nodes} share={data.siteYaml?.share ?? []}>
          {children}
        </Article>
      </Layout>
    );
  }

  function Head({ data }: HeadProps<ArticlePageData>) {
    return data.mdx ? <ArticleHead post={data.mdx} path={pathOf(data.mdx.frontmatter.id ?? "")} /> : null;
  }

  return { ArticlePage, Head };
}
