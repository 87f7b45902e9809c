/**
 * The tracked click targets of SPEC §7, declared in markup: components spread `track(…)` onto the element and the
 * analytics runtime reads it with one delegated listener (src/features/analytics/analytics-runtime.ts). This module is
 * all that reaches every page; the analytics code itself loads only with Statistics consent. The targets are a
 * type, not an object, so no page carries the whole list.
 */

/** The attribute naming a tracked element's target, and the optional one carrying its value. */
export const TRACK_ATTRIBUTE = "data-track";
export const TRACK_VALUE_ATTRIBUTE = "data-track-value";

/** SPEC §7's click targets, as `data-track` values. */
export type TrackTarget =
  | "getearlyaccessbutton"
  | "joinwaitlistbutton"
  | "videobutton"
  | "contactbutton"
  | "newsletterbutton"
  | "logoutbutton"
  | "header-demobutton"
  | "footer-social"
  | "pricing-toggle"
  | "plan-expand"
  | "job-link"
  | "blog-link"
  | "blog-card";

/** Spreads onto an element: `<a {...track("job-link", job.id)}>`. */
export function track(target: TrackTarget, value?: string | number): Record<string, string> {
  return value === undefined ? { [TRACK_ATTRIBUTE]: target } : { [TRACK_ATTRIBUTE]: target, [TRACK_VALUE_ATTRIBUTE]: String(value) };
}
