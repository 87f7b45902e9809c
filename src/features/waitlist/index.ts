/** What pages, templates, the layout and other features may import from waitlist. */
export { WaitlistCta } from "./components/waitlist-cta";
export { WaitlistProof } from "./components/waitlist-proof";
export { useWaitlistCount } from "./use-waitlist-count";
