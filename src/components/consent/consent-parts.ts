import type { ComponentType } from "react";
import { loadOnce } from "../../lib/load-once";

/**
 * The banner's chunk, fetched once: on a visit with no choice stored, at the load event beside the consent chunk
 * (consent-host.tsx); otherwise by the consent chunk when the banner turns out to be due (consent-root.tsx).
 *
 * Fetched from the host, the banner cannot count on the consent chunk being there, so webpack gives its chunk a
 * copy of the consent store and what it imports (about 1.2 KiB with brotli, fetched by first visitors only).
 */
export const loadBanner = loadOnce<ComponentType>(() =>
  import(/* webpackChunkName: "consent-banner" */ "./consent-banner").then((module) => module.ConsentBanner),
);
