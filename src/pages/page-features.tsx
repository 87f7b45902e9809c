import { graphql, type PageProps } from "gatsby";
import { FaqList } from "../components/blocks/faq-list";
import { CardCarousel } from "../components/carousel/card-carousel";
import { LogoCarousel } from "../components/carousel/logo-carousel";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { pageImages } from "../components/page/page-images";
import { useCarouselLabels } from "../hooks/use-carousel-labels";
import { routes } from "../lib/routes";

export default function FeaturesPage({ data }: PageProps<Queries.FeaturesPageQuery>) {
  const labels = useCarouselLabels();
  return (
    <CopyPage
      pageKey="features"
      images={pageImages(data.pagesYaml)}
      blocks={{
        faqs: <FaqList list="features" />,
        carousel: (section) => <CardCarousel items={section.items} label={section.heading} labels={labels} />,
        logosPartners: (section) => <LogoCarousel list="partners" label={section.heading} labels={labels} />,
      }}
    />
  );
}

export const query = graphql`
  query FeaturesPage {
    pagesYaml(key: { eq: "features" }) {
      ...PageImages
    }
  }
`;

export const Head = () => <CopyHead pageKey="features" path={routes.features} />;
