import type { PAGE_BLOCKS } from "../node/content-model";

/** Names of the data blocks a section of data/pages.yaml can show (the list lives in the content model). */
export type PageBlock = (typeof PAGE_BLOCKS)[number];
