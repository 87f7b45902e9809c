import { graphql, type HeadProps, type PageProps } from "gatsby";
import { blogWords, Pagination, toPostSummary, PostGrid } from "../features/blog";
import { Layout } from "../app/layout/layout";
import { Breadcrumbs } from "../shared/ui/breadcrumbs";
import { PageHeader } from "../shared/ui/page-header";
import { Seo } from "../shared/ui/seo";
import { requirePage } from "../shared/lib/page-copy";
import { blogCategoryPath, routes } from "../shared/lib/routes";

interface Context {
  name: string;
}

/** "Category: {name}": the nine newest posts of one category in three columns (SPEC §2). */
export default function BlogCategoryTemplate({ data, pageContext }: PageProps<Queries.BlogCategoryPageQuery, Context>) {
  const copy = requirePage(data.pagesYaml, "blogCategory");
  const words = blogWords(data.blogWords);
  const name = data.categoriesYaml?.name ?? pageContext.name;
  return (
    <Layout>
      <Breadcrumbs trail={[{ label: words.blog, to: routes.blog }, { label: name }]} />
      <PageHeader eyebrow={copy.eyebrow} heading={`${copy.heading} ${name}`} intro={data.categoriesYaml?.description} />
      <PostGrid posts={data.allPost.nodes.map(toPostSummary)} words={words} />
      <Pagination label={words.pagination} pageOf={words.pageOf} page={1} pages={1} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.BlogCategoryPageQuery, Context>) {
  const copy = requirePage(data.pagesYaml, "blogCategory");
  const name = data.categoriesYaml?.name ?? pageContext.name;
  return <Seo title={`${copy.heading} ${name}`} description={data.categoriesYaml?.description ?? copy.description} path={blogCategoryPath(name)} />;
}

export const query = graphql`
  query BlogCategoryPage($name: String!) {
    pagesYaml(key: { eq: "blogCategory" }) {
      ...PageCopy
    }
    blogWords: pagesYaml(key: { eq: "blog" }) {
      ...BlogWords
    }
    categoriesYaml(name: { eq: $name }) {
      name
      description
    }
    allPost(filter: { frontmatter: { category: { name: { eq: $name } } } }, sort: { frontmatter: { date: DESC } }, limit: 9) {
      nodes {
        ...PostCard
      }
    }
  }
`;
