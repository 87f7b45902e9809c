/** What pages, templates, the layout and other features may import from analytics. */
export { followAnalytics } from "./analytics-control";
export { trackOutcome } from "./outcome";
