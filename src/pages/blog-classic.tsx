import { graphql, type HeadProps, type PageProps } from "gatsby";
import { blogWords, Pagination, toPostSummary, PostGrid } from "../features/blog";
import { SIGNED_UP_WORDS, SignedUpNotice } from "../features/account";
import { Layout } from "../app/layout/layout";
import { CopyHead } from "../features/marketing";
import { PageHeader } from "../shared/ui/page-header";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

/** "Blog — Classic": the seven newest posts, one per row (SPEC §2); where sign-up lands, with its notice on top. */
export default function BlogClassicPage({ data, location }: PageProps<Queries.BlogClassicPageQuery>) {
  const copy = requirePage(data.pagesYaml, "blogClassic");
  const words = blogWords(data.blogWords);
  return (
    <Layout>
      <SignedUpNotice state={location.state} words={pickStrings(copy, SIGNED_UP_WORDS)} />
      <PageHeader eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
      <PostGrid posts={data.allPost.nodes.map(toPostSummary)} words={words} columns={1} />
      <Pagination label={words.pagination} pageOf={words.pageOf} page={1} pages={1} />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.BlogClassicPageQuery>) => (
  <CopyHead page={requirePage(data.pagesYaml, "blogClassic")} path={routes.blogClassic} />
);

export const query = graphql`
  query BlogClassicPage {
    pagesYaml(key: { eq: "blogClassic" }) {
      ...PageCopy
    }
    blogWords: pagesYaml(key: { eq: "blog" }) {
      ...BlogWords
    }
    allPost(sort: { frontmatter: { date: DESC } }, limit: 7) {
      nodes {
        ...PostCard
      }
    }
  }
`;
