import { graphql } from "gatsby";
import { articleTemplate } from "../components/blog/article-page";

/** An article at /blog-details/{id}/. */
const { ArticlePage, Head } = articleTemplate("standard");

export default ArticlePage;
export { Head };

export const query = graphql`
  query BlogDetailsPage($id: String!, $relatedIds: [String!]!, $previousId: String!, $nextId: String!) {
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
