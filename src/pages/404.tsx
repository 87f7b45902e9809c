import type { PageProps } from "gatsby";
import { NotFound, NotFoundHead } from "../components/page/not-found";
import { routes } from "../lib/routes";

/** Served for every unknown address (404.html), and where unknown ids fall back to the first item. */
export default function NotFoundPage({ location }: PageProps) {
  return <NotFound pathname={location.pathname} />;
}

export const Head = () => <NotFoundHead path={routes.notFound} />;
