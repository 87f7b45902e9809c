/**
 * Names shared by the data files, the build's content model (src/node/content-model.ts) and the components that
 * render them. The lists live here, in src/lib, so the site and the build read one vocabulary.
 */

/**
 * Data blocks a section of data/pages.yaml can show under its heading and body; the page that has the section
 * supplies the component (so a page loads only the data it shows). `carousel` shows the section's own items as a
 * carousel instead of a grid; `waitlistCta` is the home page's closing call to action, which follows the session.
 */
export const PAGE_BLOCKS = ["faqs", "testimonials", "timeline", "integrations", "logosAligned", "logosPartners", "plans", "addOn", "comparison", "carousel", "waitlistCta"] as const;

/** Names of the data blocks a section of data/pages.yaml can show. */
export type PageBlock = (typeof PAGE_BLOCKS)[number];

/** Video players the hero's modal can open. */
export const VIDEO_CHANNELS = ["custom", "youtube", "vimeo", "youku"] as const;

export type VideoChannel = (typeof VIDEO_CHANNELS)[number];
