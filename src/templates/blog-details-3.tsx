import { graphql } from "gatsby";
import { articleTemplate } from "../components/blog/article-page";

/** An article at /blog-details-3/{id}/, the third article layout (no author box, no comment link). */
const { ArticlePage, Head } = articleTemplate("alternate");

export default ArticlePage;
export { Head };

export const query = graphql`
  query BlogDetails3Page($id: String!, $relatedIds: [String!]!, $previousId: String!, $nextId: String!) {
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
