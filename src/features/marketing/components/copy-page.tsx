import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { Layout } from "../../../app/layout/layout";
import type { FooterVariant } from "../../../app/layout/footer";
import { CopySections, type PageBlocks } from "./copy-sections";
import { LinkRow, type LinkRowProps } from "./link-row";
import { PageHeader } from "../../../shared/ui/page-header";
import { pagePicture } from "../../../shared/ui/page-picture";

/** One entry of data/pages.yaml with its pictures, as a page's own query returns it (fragment PageCopy). */
export type PageCopy = Queries.PageCopyFragment;

export interface CopyPageProps {
  page: PageCopy;
  footer?: FooterVariant;
  /** Shown above the page header (a breadcrumb trail). */
  before?: ReactNode;
  /** Page-specific content shown after the header and before the sections. */
  children?: ReactNode;
  /** Data blocks named by this page's sections (`block:` in data/pages.yaml). */
  blocks?: PageBlocks;
  /** Shown in the header under the links (the home page's waitlist count and video button). */
  headerExtra?: ReactNode;
  /** The header's links to this address hide while signed in (LinkRow's `hideForMembers`). */
  hideForMembers?: string;
  /** Shown while signed in in the place of the `hideForMembers` link (LinkRow's `memberLink`). */
  memberLink?: LinkRowProps["memberLink"];
  /** Analytics click targets of the header's links, by address (LinkRow's `tracking`). */
  linkTracking?: LinkRowProps["tracking"];
}

/** A page whose words and pictures all come from one entry of data/pages.yaml. */
export function CopyPage({ page, footer, before, children, blocks, headerExtra, hideForMembers, memberLink, linkTracking }: CopyPageProps) {
  return (
    <Layout footer={footer}>
      {before}
      <PageHeader eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} image={pagePicture(page)}>
        <LinkRow links={page.links} hideForMembers={hideForMembers} memberLink={memberLink} tracking={linkTracking} />
        {headerExtra}
      </PageHeader>
      {children}
      <CopySections sections={page.sections} blocks={blocks} pageKey={page.key} />
    </Layout>
  );
}

export const query = graphql`
  fragment PageCopy on PagesYaml {
    key
    title
    description
    eyebrow
    heading
    intro
    image {
      childImageSharp {
        gatsbyImageData(width: 640, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    links {
      label
      to
      soon
    }
    strings {
      key
      text
    }
    lists {
      key
      items
    }
    sections {
      heading
      body
      ordered
      visible
      block
      image {
        childImageSharp {
          gatsbyImageData(width: 560, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        }
      }
      imageAlt
      items {
        title
        text
        badges
        image {
          childImageSharp {
            gatsbyImageData(width: 480, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
          }
        }
        imageAlt
        link {
          label
          to
        }
      }
      links {
        label
        to
        soon
      }
    }
  }
`;
