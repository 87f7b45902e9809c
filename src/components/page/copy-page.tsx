import type { ReactNode } from "react";
import { usePageCopy } from "../../hooks/use-page-copy";
import { Layout } from "../layout/layout";
import type { FooterVariant } from "../layout/footer";
import { Seo } from "../seo/seo";
import { CopySections, type PageBlocks } from "./copy-sections";
import { LinkRow } from "./link-row";
import { PageHeader } from "./page-header";
import type { PageImages } from "./page-images";

export interface CopyPageProps {
  pageKey: string;
  footer?: FooterVariant;
  /** Shown above the page header (a breadcrumb trail). */
  before?: ReactNode;
  /** Page-specific content shown after the header and before the sections. */
  children?: ReactNode;
  /** Data blocks named by this page's sections (`block:` in data/pages.yaml). */
  blocks?: PageBlocks;
  /** Pictures from the page's own query (fragment PageImages). */
  images?: PageImages;
  /** Shown in the header under the links (the home page's waitlist count and video button). */
  headerExtra?: ReactNode;
}

/** A page whose words all come from one entry of data/pages.yaml. */
export function CopyPage({ pageKey, footer, before, children, blocks, images, headerExtra }: CopyPageProps) {
  const copy = usePageCopy(pageKey);
  return (
    <Layout footer={footer}>
      {before}
      <PageHeader eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} image={images?.hero}>
        <LinkRow links={copy.links} />
        {headerExtra}
      </PageHeader>
      {children}
      <CopySections sections={copy.sections} blocks={blocks} images={images} pageKey={pageKey} />
    </Layout>
  );
}

export interface CopyHeadProps {
  pageKey: string;
  path: string;
  noindex?: boolean;
  /** Extra head elements for this page. */
  children?: ReactNode;
}

/** Head for a data/pages.yaml page. */
export function CopyHead({ pageKey, path, noindex, children }: CopyHeadProps) {
  const copy = usePageCopy(pageKey);
  return (
    <Seo title={copy.title} description={copy.description} path={path} noindex={noindex}>
      {children}
    </Seo>
  );
}
