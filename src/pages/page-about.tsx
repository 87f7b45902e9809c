import { graphql, type HeadProps, type PageProps } from "gatsby";
import { TestimonialList } from "../features/marketing/components/testimonial-list";
import { CopyHead } from "../features/marketing/components/copy-head";
import { CopyPage } from "../features/marketing/components/copy-page";
import { requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.AboutPageQuery;

export default function AboutPage({ data }: PageProps<Data>) {
  return <CopyPage page={requirePage(data.pagesYaml, "about")} footer="apps" blocks={{ testimonials: <TestimonialList /> }} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "about")} path={routes.about} />;

export const query = graphql`
  query AboutPage {
    pagesYaml(key: { eq: "about" }) {
      ...PageCopy
    }
  }
`;
