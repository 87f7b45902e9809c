import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { Article, ARTICLE_WORDS } from "../components/blog/article";
import { ArticleHead } from "../components/blog/article-head";
import { blogWords } from "../components/blog/blog-words";
import { toPostSummary } from "../components/blog/post-card";
import { Layout } from "../components/layout/layout";
import { useSite } from "../hooks/use-site";
import { ARTICLE_LAYOUTS, type ArticleLayoutName } from "../lib/article-layouts";
import { pickList, pickStrings, requirePage } from "../lib/page-copy";

type Data = Queries.BlogDetailsPageQuery;

/** Set by src/node/pages/blog-details.ts: which layout this address shows. */
interface Context {
  layout: ArticleLayoutName;
}

type Neighbour = Data["previous"];

const neighbour = (node: Neighbour) => (node?.frontmatter.id ? { id: node.frontmatter.id, title: node.frontmatter.title ?? "" } : null);

/** An article at /blog-details/{id}/ or, in the third layout, /blog-details-3/{id}/. */
export default function BlogDetailsTemplate({ data, pageContext, children }: PageProps<Data, Context> & { children: ReactNode }) {
  const { site, siteUrl } = useSite();
  const sharedWords = blogWords(data.blogWords);
  const copy = requirePage(data.pagesYaml, "blogDetails");
  if (!data.mdx) return null;
  return (
    <Layout>
      <Article
        layout={ARTICLE_LAYOUTS[pageContext.layout]}
        post={data.mdx}
        previous={neighbour(data.previous)}
        next={neighbour(data.next)}
        related={data.related.nodes.map(toPostSummary)}
        share={data.siteYaml?.share ?? []}
        words={pickStrings(copy, ARTICLE_WORDS)}
        blogWords={sharedWords}
        fixedTags={pickList(copy, "layout3Tags")}
        comingSoon={copy.intro}
        site={{ url: siteUrl, externalLabel: site.labels.externalLink }}
      >
        {children}
      </Article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>) {
  return data.mdx ? <ArticleHead post={data.mdx} path={ARTICLE_LAYOUTS[pageContext.layout].path(data.mdx.frontmatter.id ?? "")} /> : null;
}

export const query = graphql`
  query BlogDetailsPage($id: String!, $relatedIds: [String!]!, $previousId: String!, $nextId: String!) {
    pagesYaml(key: { eq: "blogDetails" }) {
      ...PageCopy
    }
    blogWords: pagesYaml(key: { eq: "blog" }) {
      ...BlogWords
    }
    mdx(id: { eq: $id }) {
      ...ArticlePost
    }
    previous: mdx(id: { eq: $previousId }) {
      frontmatter {
        id
        title
      }
    }
    next: mdx(id: { eq: $nextId }) {
      frontmatter {
        id
        title
      }
    }
    related: allMdx(filter: { id: { in: $relatedIds } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        ...PostCard
      }
    }
    siteYaml {
      share {
        network
        label
        url
      }
    }
  }
`;
