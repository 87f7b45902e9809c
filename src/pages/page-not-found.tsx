import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

/** The 404 page at its own address (SPEC §2). */
export default function PageNotFound() {
  return <CopyPage pageKey="notFound" />;
}

export const Head = () => <CopyHead pageKey="notFound" path={routes.notFound} noindex />;
