import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { blogWords, Pagination, PostCard, toPostSummary, PostGrid } from "../features/blog";
import { Layout } from "../app/layout/layout";
import { CopyHead } from "../features/marketing";
import { PageHeader } from "../shared/ui/page-header";
import { requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";
import { space } from "../styles/theme";

/** "Insights": the newest post featured, then the next six as cards (SPEC §2, §9). */
export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery>) {
  const copy = requirePage(data.pagesYaml, "blog");
  // The blog's own copy is the "blog" entry, which holds the words its post lists share.
  const words = blogWords(data.pagesYaml);
  const [featured, ...rest] = data.allPost.nodes.map(toPostSummary);
  return (
    <Layout>
      <PageHeader eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
      {featured ? (
        <section aria-labelledby="featured-heading" css={sectionStyles}>
          <h2 id="featured-heading" className="visually-hidden">
            {words.featured}
          </h2>
          <PostCard post={featured} words={words} layout="featured" headingLevel="h3" />
        </section>
      ) : null}
      <section aria-labelledby="latest-heading" css={sectionStyles}>
        <h2 id="latest-heading" css={latestStyles}>
          {words.latest}
        </h2>
        <PostGrid posts={rest} words={words} headingLevel="h3" />
      </section>
      <Pagination label={words.pagination} pageOf={words.pageOf} page={1} pages={1} />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.BlogPageQuery>) => <CopyHead page={requirePage(data.pagesYaml, "blog")} path={routes.blog} />;

export const query = graphql`
  query BlogPage {
    pagesYaml(key: { eq: "blog" }) {
      ...PageCopy
    }
    allPost(sort: { frontmatter: { date: DESC } }, limit: 7) {
      nodes {
        ...PostCard
      }
    }
  }
`;

const sectionStyles = css`
  margin-bottom: ${space.xl};
`;

const latestStyles = css`
  margin-bottom: ${space.lg};
`;
