import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FaqList } from "../features/marketing/components/faq-list";
import { partnerLogos } from "../features/marketing/components/partner-logos";
import { CardCarousel } from "../features/marketing/components/card-carousel";
import { LogoCarousel } from "../features/marketing/components/logo-carousel";
import { CopyHead } from "../features/marketing/components/copy-head";
import { CopyPage } from "../features/marketing/components/copy-page";
import { useCarouselLabels } from "../features/marketing/use-carousel-labels";
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
