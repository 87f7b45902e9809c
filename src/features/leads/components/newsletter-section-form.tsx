import { useCallback } from "react";
import leadDialogs from "../../../generated/words/lead-dialogs.json";
import type { LeadOutcome, LeadOutcomeListener } from "../../../shared/lib/lead-forms";
import { NewsletterForm } from "./newsletter-form";

export interface NewsletterSectionFormProps {
  /** The form's accessible name: the section's heading. */
  label: string;
  onOutcome?: LeadOutcomeListener;
}

/**
 * The newsletter form of the newsletter dialog, shown in a page instead (an article's #subscribe section): the same
 * field, server call, double opt-in and messages, word for word (src/generated/words/lead-dialogs.json). Its own chunk,
 * fetched as the section nears the screen.
 */
export function NewsletterSectionForm({ label, onOutcome }: NewsletterSectionFormProps) {
  const report = useCallback((outcome: LeadOutcome) => onOutcome?.("newsletter", outcome), [onOutcome]);
  return <NewsletterForm words={leadDialogs.form} submitWords={leadDialogs.newsletter.words} label={label} onOutcome={report} />;
}
