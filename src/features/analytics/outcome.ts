import type { LeadOutcomeListener } from "../../shared/lib/lead-forms";

let listener: LeadOutcomeListener | null = null;

/**
 * The forms' outcome callback (SPEC §7: 'failed', 'statusfailed' and 'error'): handed to the analytics while they
 * run (Statistics allowed), dropped otherwise. The only analytics code every page carries.
 */
export const trackOutcome: LeadOutcomeListener = (form, result) => listener?.(form, result);

/** Set by the analytics while they run; null when they stop. */
export function setOutcomeListener(next: LeadOutcomeListener | null): void {
  listener = next;
}
