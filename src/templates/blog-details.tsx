import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { Article } from "../components/blog/article";
import { Layout } from "../components/layout/layout";
import { ArticleHead } from "../components/blog/article-head";
import { blogDetailsPath } from "../lib/routes";

type Data = Queries.BlogDetailsPageQuery;

/** An article at /blog-details/{id}/. */
export default function Template({ data, children }: PageProps<Data> & { children: ReactNode }) {
  if (!data.mdx) return null;
  return (
    <Layout>
      <Article
        variant="standard"
        post={data.mdx}
        previous={data.previous}
        next={data.next}
        related={data.related.nodes}
        share={data.siteYaml?.share ?? []}
      >
        {children}
      </Article>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return data.mdx ? <ArticleHead post={data.mdx} path={blogDetailsPath(data.mdx.frontmatter.id ?? "")} /> : null;
}

export const query = graphql`
  query BlogDetailsPage($id: String!, $category: String!, $previousId: String!, $nextId: String!) {
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
    related: allMdx(
      filter: { fields: { collection: { eq: "blog" } }, frontmatter: { category: { name: { eq: $category } } }, id: { ne: $id } }
      sort: { frontmatter: { date: DESC } }
      limit: 3
    ) {
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
