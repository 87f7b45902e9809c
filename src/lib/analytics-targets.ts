/**
 * The tracked click targets of SPEC §7, declared in markup: components spread `track(…)` onto the element and the
 * analytics runtime reads it with one delegated listener (src/state/analytics/analytics-runtime.ts). This module is
 * all that reaches every page; the analytics code itself loads only with Statistics consent.
 */

/** The attribute naming a tracked element's target, and the optional one carrying its value. */
export const TRACK_ATTRIBUTE = "data-track";
export const TRACK_VALUE_ATTRIBUTE = "data-track-value";

/** SPEC §7's click targets, as `data-track` values. */
export const ANALYTICS_TARGETS = {
  getEarlyAccess: "getearlyaccessbutton",
  joinWaitlist: "joinwaitlistbutton",
  video: "videobutton",
  contact: "contactbutton",
  newsletter: "newsletterbutton",
  logout: "logoutbutton",
  headerDemo: "header-demobutton",
  footerSocial: "footer-social",
  pricingToggle: "pricing-toggle",
  planExpand: "plan-expand",
  jobLink: "job-link",
  blogLink: "blog-link",
  blogCard: "blog-card",
} as const;

/** Spreads onto an element: `<a {...track(ANALYTICS_TARGETS.jobLink, job.id)}>`. */
export function track(target: string, value?: string | number): Record<string, string> {
  return value === undefined ? { [TRACK_ATTRIBUTE]: target } : { [TRACK_ATTRIBUTE]: target, [TRACK_VALUE_ATTRIBUTE]: String(value) };
}
