/** What pages, templates, the layout and other features may import from leads. */
export { ContactForm } from "./components/contact-form";
export { LeadDialogButton, LeadDialogsProvider, useLeadDialogs } from "./components/lead-dialogs";
export { NEWSLETTER_CONFIRM_WORDS, NewsletterConfirmView } from "./components/newsletter-confirm-view";
export { type NewsletterSectionFormProps } from "./components/newsletter-section-form";
export { NEWSLETTER_UNSUBSCRIBE_WORDS, NewsletterUnsubscribeView } from "./components/newsletter-unsubscribe-view";
export { loadNewsletterSectionForm } from "./lazy";
