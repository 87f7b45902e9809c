import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AuthorBox, toAuthorBox, blogWords, Pagination, toPostSummary, PostGrid } from "../features/blog";
import { Layout } from "../app/layout/layout";
import { Breadcrumbs } from "../shared/ui/breadcrumbs";
import { PageHeader } from "../shared/ui/page-header";
import { Seo } from "../shared/ui/seo";
import { requirePage } from "../shared/lib/page-copy";
import { blogAuthorPath, routes } from "../shared/lib/routes";
import { space } from "../styles/theme";

type Data = Queries.BlogAuthorPageQuery;

/** "Insights & Ideas from the Lab": one author's nine newest posts (PRODUCT §4: filtered by author). */
export default function BlogAuthorTemplate({ data }: PageProps<Data>) {
  const copy = requirePage(data.pagesYaml, "blogAuthor");
  const words = blogWords(data.blogWords);
  const author = data.authorsYaml;
  if (!author) return null;
  return (
    <Layout>
      <Breadcrumbs trail={[{ label: words.blog, to: routes.blog }, { label: author.name }]} />
      <PageHeader eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
      <div css={authorStyles}>
        <AuthorBox linkName={false} author={toAuthorBox(author)} />
      </div>
      <PostGrid posts={data.allPost.nodes.map(toPostSummary)} words={words} />
      <Pagination label={words.pagination} pageOf={words.pageOf} page={1} pages={1} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const copy = requirePage(data.pagesYaml, "blogAuthor");
  const author = data.authorsYaml;
  if (!author) return null;
  return (
    <Seo
      title={`${author.name} · ${copy.title}`}
      description={`${copy.intro ?? copy.description} — ${author.bio}`}
      path={blogAuthorPath(author.yamlId)}
    />
  );
}

export const query = graphql`
  query BlogAuthorPage($authorId: String!) {
    pagesYaml(key: { eq: "blogAuthor" }) {
      ...PageCopy
    }
    blogWords: pagesYaml(key: { eq: "blog" }) {
      ...BlogWords
    }
    authorsYaml(yamlId: { eq: $authorId }) {
      yamlId
      name
      role
      bio
      avatarAlt
      avatar {
        childImageSharp {
          gatsbyImageData(width: 88, height: 88)
        }
      }
    }
    allPost(filter: { frontmatter: { author: { yamlId: { eq: $authorId } } } }, sort: { frontmatter: { date: DESC } }, limit: 9) {
      nodes {
        ...PostCard
      }
    }
  }
`;

const authorStyles = css`
  margin-bottom: ${space.xl};
`;
