/**
 * What the consent feature fetches on demand, each a chunk of its own (their names are what e2e/budget.spec.ts
 * checks): the consent chunk after the first page hydrates, then the banner and the settings when they are due.
 */
import { loadOnce } from "../../shared/on-demand/load-once";

/** The consent chunk (the stored choice, the banner's timing, the analytics control), fetched after the first page hydrates. */
export const loadConsent = loadOnce(() => import(/* webpackChunkName: "consent" */ "./components/consent-root"));

export const settings = loadOnce(() =>
  import(/* webpackChunkName: "consent-settings" */ "./components/consent-settings").then((module) => module.ConsentSettings),
);

export const loadBanner = loadOnce(() =>
  import(/* webpackChunkName: "consent-banner" */ "./components/consent-banner").then((module) => module.ConsentBanner),
);
