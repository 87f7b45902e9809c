import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useMemo } from "react";
import { ContactForm } from "../features/leads/components/contact-form";
import { CopyHead } from "../features/marketing/components/copy-head";
import { CopyPage } from "../features/marketing/components/copy-page";
import { LEAD_FORM_WORDS, SUBMIT_WORDS, type LeadOutcome } from "../shared/lib/lead-forms";
import { pickList, pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";
import { trackOutcome } from "../features/analytics/outcome";
import { space } from "../styles/theme";

type Data = Queries.ContactPageQuery;

const CONTACT_WORDS = [...SUBMIT_WORDS, "formName", "subject", "subjectPlaceholder", "otherChoice", "otherSubject", "otherSubjectRequired"] as const;

/** The form's outcomes go to the analytics (while Statistics is allowed). */
const onOutcome = (outcome: LeadOutcome): void => trackOutcome("contact", outcome);

export default function ContactPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "contact");
  const leadForms = requirePage(data.leadForms, "leadForms");
  const words = useMemo(() => pickStrings(leadForms, LEAD_FORM_WORDS), [leadForms]);
  const contactWords = useMemo(() => pickStrings(page, CONTACT_WORDS), [page]);
  return (
    <CopyPage page={page}>
      <div css={formStyles}>
        <ContactForm words={words} contactWords={contactWords} subjects={pickList(page, "subjects")} onOutcome={onOutcome} />
      </div>
    </CopyPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "contact")} path={routes.contact} />;

export const query = graphql`
  query ContactPage {
    pagesYaml(key: { eq: "contact" }) {
      ...PageCopy
    }
    leadForms: pagesYaml(key: { eq: "leadForms" }) {
      key
      strings {
        key
        text
      }
    }
  }
`;

const formStyles = css`
  max-width: 40rem;
  margin: 0 auto ${space.xxl};
`;
