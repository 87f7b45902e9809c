import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Timeline } from "../components/blocks/timeline";
import { LogoCarousel } from "../components/carousel/logo-carousel";
import { IntroVideo } from "../components/home/intro-video";
import { WaitlistProof } from "../components/home/waitlist-proof";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { pageImages } from "../components/page/page-images";
import { useCarouselLabels } from "../hooks/use-carousel-labels";
import { pageString, usePageCopy } from "../hooks/use-page-copy";
import { routes } from "../lib/routes";
import { space } from "../styles/theme";
import { wrapRow } from "../styles/blocks";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const copy = usePageCopy("home");
  const word = (key: string): string => pageString(copy, key);
  const carouselLabels = useCarouselLabels();

  return (
    <CopyPage
      pageKey="home"
      footer="apps"
      images={pageImages(data.pagesYaml)}
      headerExtra={
        <div css={proofStyles}>
          <WaitlistProof label={word("waitlistMembers")} />
          <IntroVideo labels={{ play: word("watchVideo"), close: word("closeVideo"), captions: word("captions") }} />
        </div>
      }
      blocks={{ timeline: <Timeline />, logosAligned: (section) => <LogoCarousel list="aligned" label={section.heading} labels={carouselLabels} /> }}
    />
  );
}

export const query = graphql`
  query HomePage {
    pagesYaml(key: { eq: "home" }) {
      ...PageImages
    }
  }
`;

const proofStyles = css`
  ${wrapRow(space.md, space.xl)};
  margin-top: ${space.lg};
`;

export const Head = () => <CopyHead pageKey="home" path={routes.home} />;
