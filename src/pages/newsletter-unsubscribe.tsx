import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AccountPage } from "../features/account/components/account-page";
import { NewsletterUnsubscribeView, NEWSLETTER_UNSUBSCRIBE_WORDS } from "../features/leads/components/newsletter-unsubscribe-view";
import { CopyHead } from "../features/marketing/components/copy-head";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.NewsletterUnsubscribePageQuery;

/** /newsletter-unsubscribe/: the unsubscribe link of every newsletter mail. The token is read from the fragment; unsubscribing waits for the visitor's press. */
export default function NewsletterUnsubscribePage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "newsletterUnsubscribe");
  return (
    <AccountPage heading={page.heading} intro={page.intro} crumb={page.heading} links={page.links}>
      <NewsletterUnsubscribeView words={pickStrings(page, NEWSLETTER_UNSUBSCRIBE_WORDS)} />
    </AccountPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "newsletterUnsubscribe")} path={routes.newsletterUnsubscribe} noindex />;

export const query = graphql`
  query NewsletterUnsubscribePage {
    pagesYaml(key: { eq: "newsletterUnsubscribe" }) {
      ...PageCopy
    }
  }
`;
