import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../app/layout/layout";
import { AccessibilityStatement } from "../features/accessibility";
import { Seo } from "../shared/ui/seo";
import { routes } from "../shared/lib/routes";

type Data = Queries.AccessibilityPageQuery;

/** The accessibility statement, from data/accessibility.yaml (the build checks its fields and its review date). */
export default function AccessibilityPage({ data }: PageProps<Data>) {
  if (!data.accessibilityYaml) return null;
  return (
    <Layout>
      <AccessibilityStatement statement={data.accessibilityYaml} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const statement = data.accessibilityYaml;
  if (!statement) return null;
  return <Seo title={statement.title} description={statement.description} path={routes.accessibility} />;
}

export const query = graphql`
  query AccessibilityPage {
    accessibilityYaml {
      title
      description
      heading
      intro
      headings {
        commitment
        status
        measures
        limitations
        feedback
        compatibility
        review
        workaround
      }
      commitment
      standard {
        name
        level
        url
      }
      status
      measures
      limitations {
        what
        workaround
      }
      feedback {
        text
        email
        responseTime
      }
      compatibility {
        browsers
        assistiveTechnology
        note
      }
      reviewed(formatString: "YYYY-MM-DD")
      reviewedDay: reviewed(formatString: "MMMM D, YYYY")
      reviewedText
    }
  }
`;
