import { useCallback, useMemo } from "react";
import type { LeadDialogWordsData } from "../lead-dialog-words";
import { LEAD_FORM_WORDS, SUBMIT_WORDS, type LeadOutcome, type LeadOutcomeListener } from "../../../shared/lib/lead-forms";
import { pickStrings, requirePage } from "../../../shared/lib/page-copy";
import { NewsletterForm } from "./newsletter-form";

export interface NewsletterSectionFormProps {
  /** The form's accessible name: the section's heading. */
  label: string;
  /** The lead dialogs' words (public/lead-dialog-words.json): the newsletter dialog's form, word for word. */
  data: LeadDialogWordsData;
  onOutcome?: LeadOutcomeListener;
}

/**
 * The newsletter form of the newsletter dialog, shown in a page instead (an article's #subscribe section): the same
 * field, server call, double opt-in and messages. Its own chunk, fetched as the section nears the screen.
 */
export function NewsletterSectionForm({ label, data, onOutcome }: NewsletterSectionFormProps) {
  const words = useMemo(() => pickStrings(requirePage(data.leadForms, "leadForms"), LEAD_FORM_WORDS), [data]);
  const submitWords = useMemo(() => pickStrings(requirePage(data.newsletter, "newsletterDialog"), SUBMIT_WORDS), [data]);
  const report = useCallback((outcome: LeadOutcome) => onOutcome?.("newsletter", outcome), [onOutcome]);
  return <NewsletterForm words={words} submitWords={submitWords} label={label} onOutcome={report} />;
}
