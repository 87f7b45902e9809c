import type { ReactNode } from "react";
import { Seo } from "../../../shared/ui/seo";
import type { PageCopy } from "./copy-page";

export interface CopyHeadProps {
  page: Pick<PageCopy, "title" | "description">;
  path: string;
  noindex?: boolean;
  /** schema.org data, rendered as JSON-LD. */
  jsonLd?: object;
  /** Extra head elements for this page. */
  children?: ReactNode;
}

/** Head for a data/pages.yaml page: its title and description from the page's own query. */
export function CopyHead({ page, path, noindex, jsonLd, children }: CopyHeadProps) {
  return (
    <Seo title={page.title} description={page.description} path={path} noindex={noindex} jsonLd={jsonLd}>
      {children}
    </Seo>
  );
}
