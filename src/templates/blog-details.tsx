import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { Article, ARTICLE_WORDS, ArticleHead, blogWords, toPostSummary, ARTICLE_LAYOUTS, type ArticleLayoutName } from "../features/blog";
import { Layout } from "../app/layout/layout";
import { useSite } from "../shared/hooks/use-site";
import { pickList, pickStrings, requirePage } from "../shared/lib/page-copy";

type Data = Queries.BlogDetailsPageQuery;

/** Set by src/features/blog/build.ts: which layout this address shows. */
interface Context {
  layout: ArticleLayoutName;
}

type Neighbour = Data["previous"];

const neighbour = (node: Neighbour) => (node ? { id: node.frontmatter.id, title: node.frontmatter.title } : null);

/** An article at /blog-details/{id}/ or, in the third layout, /blog-details-3/{id}/. */
export default function BlogDetailsTemplate({ data, pageContext, children }: PageProps<Data, Context> & { children: ReactNode }) {
  const { site, siteUrl } = useSite();
  const sharedWords = blogWords(data.blogWords);
  const copy = requirePage(data.pagesYaml, "blogDetails");
  if (!data.post) return null;
  return (
    <Layout>
      <Article
        layout={ARTICLE_LAYOUTS[pageContext.layout]}
        post={data.post}
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
  return data.post ? <ArticleHead post={data.post} path={ARTICLE_LAYOUTS[pageContext.layout].path(data.post.frontmatter.id)} /> : null;
}

export const query = graphql`
  query BlogDetailsPage($id: String!, $relatedIds: [String!]!, $previousId: String!, $nextId: String!) {
    pagesYaml(key: { eq: "blogDetails" }) {
      ...PageCopy
    }
    blogWords: pagesYaml(key: { eq: "blog" }) {
      ...BlogWords
    }
    post(id: { eq: $id }) {
      ...ArticlePost
    }
    previous: post(id: { eq: $previousId }) {
      frontmatter {
        id
        title
      }
    }
    next: post(id: { eq: $nextId }) {
      frontmatter {
        id
        title
      }
    }
    related: allPost(filter: { id: { in: $relatedIds } }, sort: { frontmatter: { date: DESC } }) {
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
