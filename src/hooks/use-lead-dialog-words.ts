import { graphql, useStaticQuery } from "gatsby";

/**
 * The words of the demo request and newsletter dialogs (data/pages.yaml: leadForms, demoDialog, newsletterDialog)
 * and the newsletter's base count. Read in the layout, where the dialogs can open from any page, and handed to the
 * lazily loaded dialogs: with this query inside their own chunk, our build lost pages' other static queries and
 * stopped with "The result of this StaticQuery could not be fetched".
 */
export function useLeadDialogWords() {
  return useStaticQuery<Queries.LeadDialogWordsQuery>(graphql`
    query LeadDialogWords {
      leadForms: pagesYaml(key: { eq: "leadForms" }) {
        key
        strings {
          key
          text
        }
      }
      demo: pagesYaml(key: { eq: "demoDialog" }) {
        key
        heading
        intro
        strings {
          key
          text
        }
      }
      newsletter: pagesYaml(key: { eq: "newsletterDialog" }) {
        key
        heading
        intro
        strings {
          key
          text
        }
      }
      siteYaml {
        newsletterBase
      }
    }
  `);
}

export type LeadDialogWordsData = Queries.LeadDialogWordsQuery;
