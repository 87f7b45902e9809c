import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FaqList, partnerLogos, CardCarousel, LogoCarousel, CopyHead, CopyPage, useCarouselLabels } from "../features/marketing";
import { requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.FeaturesPageQuery;

export default function FeaturesPage({ data }: PageProps<Data>) {
  const labels = useCarouselLabels();
  const logos = partnerLogos(data.logosYaml);
  return (
    <CopyPage
      page={requirePage(data.pagesYaml, "features")}
      blocks={{
        faqs: <FaqList list="features" />,
        carousel: (section) => <CardCarousel items={section.items} label={section.heading} labels={labels} />,
        logosPartners: (section) => <LogoCarousel logos={logos} label={section.heading} labels={labels} />,
      }}
    />
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "features")} path={routes.features} />;

export const query = graphql`
  query FeaturesPage {
    pagesYaml(key: { eq: "features" }) {
      ...PageCopy
    }
    logosYaml {
      ...PartnerLogos
    }
  }
`;
