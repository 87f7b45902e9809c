import { graphql, type PageProps } from "gatsby";
import { TestimonialList } from "../components/blocks/testimonial-list";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { pageImages } from "../components/page/page-images";
import { routes } from "../lib/routes";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <CopyPage pageKey="about" footer="apps" images={pageImages(data.pagesYaml)} blocks={{ testimonials: <TestimonialList /> }} />;
}

export const query = graphql`
  query AboutPage {
    pagesYaml(key: { eq: "about" }) {
      ...PageImages
    }
  }
`;

export const Head = () => <CopyHead pageKey="about" path={routes.about} />;
