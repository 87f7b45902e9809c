/** What the lead forms fetch on demand, each a chunk of its own (their names are what e2e/budget.spec.ts checks). */

/** The demo and newsletter dialogs and their forms, on the first opening. */
export const loadLeadDialogHost = () => import(/* webpackChunkName: "lead-dialogs" */ "./components/lead-dialog-host");

/** An article's newsletter form, as its section nears the screen. */
export const loadNewsletterSectionForm = () => import(/* webpackChunkName: "newsletter-section" */ "./components/newsletter-section-form");
