import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { ReactNode } from "react";
import { MDXProvider } from "@mdx-js/react";
import { Layout } from "../app/layout/layout";
import { CookieTable, ManageCookiesButton } from "../features/consent";
import { MdxLink } from "../shared/ui/mdx-link";
import { PageHeader } from "../shared/ui/page-header";
import { Seo } from "../shared/ui/seo";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { fill } from "../shared/lib/posts";
import { legalPath } from "../shared/lib/routes";
import { space } from "../styles/theme";
import { readingBody, readingColumn } from "../styles/blocks";

type Data = Queries.LegalPageQuery;

const mdxComponents = { a: MdxLink, CookieTable, ManageCookiesButton };

/** A legal page from content/legal: terms, privacy policy or cookie policy, with its last-updated date. */
export default function LegalTemplate({ data, children }: PageProps<Data> & { children: ReactNode }) {
  const words = pickStrings(requirePage(data.pagesYaml, "legal"), ["updated"] as const);
  const fm = data.legalPage?.frontmatter;
  if (!fm) return null;
  return (
    <Layout>
      <div css={readingColumn}>
        <PageHeader heading={fm.title} intro={fm.description}>
          <p>
            <time dateTime={fm.updated}>{fill(words.updated, { date: fm.updatedText })}</time>
          </p>
        </PageHeader>
        <div css={bodyStyles}>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const fm = data.legalPage?.frontmatter;
  if (!fm) return null;
  // The last-updated day is the page's dateModified, which also dates it in the sitemap (src/node/discovery.ts).
  const jsonLd = { "@context": "https://schema.org", "@type": "WebPage", name: fm.title, dateModified: fm.updated };
  return <Seo title={fm.title} description={fm.description} path={legalPath(fm.slug)} jsonLd={jsonLd} />;
}

export const query = graphql`
  query LegalPage($id: String!) {
    pagesYaml(key: { eq: "legal" }) {
      ...PageCopy
    }
    legalPage(id: { eq: $id }) {
      frontmatter {
        title
        slug
        description
        updated(formatString: "YYYY-MM-DD")
        updatedText: updated(formatString: "MMMM D, YYYY")
      }
    }
  }
`;

const bodyStyles = css`
  ${readingBody};
  table {
    width: 100%;
    border-collapse: collapse;
    margin: ${space.lg} 0;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${space.xs} ${space.sm};
    border-bottom: 1px solid currentColor;
  }
`;
