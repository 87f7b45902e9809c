import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Timeline, LogoCarousel, IntroVideo, CopyHead, CopyPage, useCarouselLabels } from "../features/marketing";
import { WaitlistCta, WaitlistProof } from "../features/waitlist";
import { useSite } from "../shared/hooks/use-site";
import { track } from "../shared/lib/analytics-targets";
import { organizationLd } from "../shared/lib/json-ld";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";
import { space } from "../styles/theme";
import { wrapRow } from "../styles/blocks";

type Data = Queries.HomePageQuery;

/** The hero's sign-up link is SPEC §7's "get early access" button. */
const HERO_TRACKING = { [routes.signUp]: track("getearlyaccessbutton") };

export default function HomePage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "home");
  const words = pickStrings(page, ["waitlistMembers", "watchVideo", "closeVideo", "captions"] as const);
  const cta = pickStrings(page, ["ctaBody", "ctaLink", "ctaTo", "thanks", "thanksBody", "thanksLink", "thanksTo"] as const);
  const member = pickStrings(page, ["memberLink", "memberTo"] as const);
  const carouselLabels = useCarouselLabels();
  const logos = data.logosYaml?.aligned ?? [];

  return (
    <CopyPage
      page={page}
      footer="apps"
      hideForMembers={routes.signUp}
      memberLink={{ label: member.memberLink, to: member.memberTo }}
      linkTracking={HERO_TRACKING}
      headerExtra={
        <div css={proofStyles}>
          <WaitlistProof label={words.waitlistMembers} base={data.siteYaml?.waitlistBase ?? 0} avatars={data.avatars.nodes} />
          <IntroVideo video={data.siteYaml?.video ?? null} labels={{ play: words.watchVideo, close: words.closeVideo, captions: words.captions }} />
        </div>
      }
      blocks={{
        waitlistCta: <WaitlistCta words={cta} />,
        timeline: <Timeline milestones={data.allTimelineYaml.nodes} />,
        logosAligned: (section) => <LogoCarousel logos={logos} label={section.heading} labels={carouselLabels} />,
      }}
    />
  );
}

/** The home page introduces the company: it carries the schema.org Organization on its own. */
export function Head({ data }: HeadProps<Data>) {
  const { site, siteUrl } = useSite();
  return (
    <CopyHead
      page={requirePage(data.pagesYaml, "home")}
      path={routes.home}
      jsonLd={{ "@context": "https://schema.org", ...organizationLd(site, siteUrl) }}
    />
  );
}

/**
 * Everything the home page shows is in its own query, the blocks only it has included (the waitlist row, the video,
 * the timeline, the aligned logos): a static query of a block is a request of its own at every first load, and the
 * browser's work to start each one fell in the one task that also starts the page's scripts.
 */
export const query = graphql`
  query HomePage {
    pagesYaml(key: { eq: "home" }) {
      ...PageCopy
    }
    siteYaml {
      waitlistBase
      ...IntroVideo
    }
    avatars: allFile(filter: { sourceInstanceName: { eq: "data" }, relativeDirectory: { eq: "images/avatars" } }, sort: { name: ASC }) {
      nodes {
        ...WaitlistAvatar
      }
    }
    allTimelineYaml {
      nodes {
        ...TimelineMilestone
      }
    }
    logosYaml {
      aligned {
        id
        name
        image {
          ...LogoImage
        }
      }
    }
  }
`;

const proofStyles = css`
  ${wrapRow(space.md, space.xl)};
  margin-top: ${space.lg};
`;
