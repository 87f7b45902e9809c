import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AccountPage } from "../features/account/components/account-page";
import { NewsletterConfirmView, NEWSLETTER_CONFIRM_WORDS } from "../features/leads/components/newsletter-confirm-view";
import { CopyHead } from "../features/marketing/components/copy-head";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.NewsletterConfirmPageQuery;

/** /newsletter-confirm/: the newsletter's confirmation link (double opt-in). The token is read from the address's fragment, sent at once, and removed from the address. */
export default function NewsletterConfirmPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "newsletterConfirm");
  return (
    <AccountPage heading={page.heading} intro={page.intro} crumb={page.heading} links={page.links}>
      <NewsletterConfirmView words={pickStrings(page, NEWSLETTER_CONFIRM_WORDS)} />
    </AccountPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "newsletterConfirm")} path={routes.newsletterConfirm} noindex />;

export const query = graphql`
  query NewsletterConfirmPage {
    pagesYaml(key: { eq: "newsletterConfirm" }) {
      ...PageCopy
    }
  }
`;
