/**
 * Cookie consent in the browser (SPEC §4, PRODUCT §6), once per tab: the visitor's choice under `cookieConsent`,
 * whether the banner is due, and whether the settings dialog is open. This module and everything it imports load in
 * the `consent` chunk, after hydration (see components/consent/consent-host.tsx), never with a page's first load.
 * Its state lives at module level, so it outlasts the page (and its layout) a route change replaces.
 */
import { globalHistory } from "@gatsbyjs/reach-router";
import { useStore } from "../../shared/store/use-store";
import { STORAGE_KEYS } from "../../shared/lib/constants";
import RULES from "../../generated/words/consent-rules.json";
import { CONSENT_BANNER_DELAY_MS, currentConsent, readConsent, type ConsentRules, type StoredConsent } from "./rules";
import { afterPageLoad } from "../../shared/lib/page-load";
import { readString, writeString } from "../../shared/lib/storage";
import { createStore, mergeChange } from "../../shared/store/store";
import { followAnalytics } from "../analytics";

/** data/site.yaml's revision, policy version and defaults (checked by the content model, written by src/node/words.ts). */
const CONSENT_RULES: ConsentRules = RULES;

interface ConsentState {
  /** The stored choice whatever its revision (its id is kept when the visitor chooses again). */
  stored: StoredConsent | null;
  /** Storage has been read. */
  restored: boolean;
  /** The page's load event has passed: the banner's code may be fetched from then on without holding the load up. */
  loaded: boolean;
  /** The 2 s since load have passed (only counted while no valid choice is stored). */
  bannerDue: boolean;
  /** A route change closed the banner after it had shown: it stays closed for this page view of the site. */
  bannerClosed: boolean;
  settingsOpen: boolean;
}

const INITIAL: ConsentState = { stored: null, restored: false, loaded: false, bannerDue: false, bannerClosed: false, settingsOpen: false };

const consentStore = createStore<ConsentState, Partial<ConsentState>>(mergeChange, INITIAL);

export interface ConsentView {
  rules: ConsentRules;
  /** The stored choice that still answers the current revision; null: none yet, or the visitor must be asked again. */
  consent: StoredConsent | null;
  stored: StoredConsent | null;
  restored: boolean;
  /** The banner is due: no valid choice, 2 s after load, not closed by a route change. */
  bannerOpen: boolean;
  /** After load, the banner is open or will open on this page view: no valid choice, not closed by a route change. */
  bannerComing: boolean;
  settingsOpen: boolean;
}

function view(state: ConsentState): ConsentView {
  const consent = currentConsent(state.stored, CONSENT_RULES);
  // This page view asks: storage read, no valid choice, and no route change has closed a shown banner.
  const asking = state.restored && consent === null && !state.bannerClosed;
  return {
    rules: CONSENT_RULES,
    consent,
    stored: state.stored,
    restored: state.restored,
    bannerOpen: asking && state.bannerDue,
    bannerComing: asking && state.loaded,
    settingsOpen: state.settingsOpen,
  };
}

/** The consent as it is now, outside React (the analytics control, saving a choice). */
export const consentNow = (): ConsentView => view(consentStore.getState());

/** The consent for a component; it renders again when it changes. */
export function useConsent(): ConsentView {
  return view(useStore(consentStore));
}

const read = (): StoredConsent | null => readConsent(readString(STORAGE_KEYS.cookieConsent, "local"));

let stopStarted: (() => void) | null = null;

/**
 * Reads the stored choice and starts following it: another tab's choice (the storage event), route changes (which
 * close the banner once shown, and the settings), the banner's 2 s counted from the page's load, and the analytics,
 * which run while Statistics is allowed. Once per tab; answers the function that undoes it (for tests).
 */
export function startConsent(): () => void {
  if (stopStarted) return stopStarted;
  consentStore.dispatch({ stored: read(), restored: true });

  const follow = (event: StorageEvent): void => {
    if (event.storageArea === window.localStorage && (event.key === STORAGE_KEYS.cookieConsent || event.key === null)) {
      consentStore.dispatch({ stored: read() });
    }
  };
  window.addEventListener("storage", follow);

  let path = globalHistory.location.pathname;
  const stopListening = globalHistory.listen(({ location }) => {
    if (location.pathname === path) return;
    path = location.pathname;
    // A banner already shown stays closed for the rest of this visit; one still waiting for its 2 s still comes.
    consentStore.dispatch({ settingsOpen: false, ...(consentStore.getState().bannerDue ? { bannerClosed: true } : {}) });
  });

  const stopLoaded = afterPageLoad(0, () => consentStore.dispatch({ loaded: true }));
  const stopTimer = afterPageLoad(CONSENT_BANNER_DELAY_MS, () => consentStore.dispatch({ bannerDue: true }));
  const stopAnalytics = followAnalytics(consentStore.subscribe, () => consentNow().consent?.statistics === true);

  stopStarted = () => {
    window.removeEventListener("storage", follow);
    stopListening();
    stopLoaded();
    stopTimer();
    stopAnalytics();
    stopStarted = null;
    consentStore.dispatch(INITIAL);
  };
  return stopStarted;
}

/** Stores a choice made by the banner or the settings (see components/consent/save-choice.ts) and closes the settings. */
export function commitConsent(next: StoredConsent): void {
  // Storage that is full or disabled keeps the choice for this page view only (lib/storage.ts).
  writeString(STORAGE_KEYS.cookieConsent, JSON.stringify(next), "local");
  consentStore.dispatch({ stored: next, settingsOpen: false });
}

/**
 * Keeps the receipt the server filed for the choice `saved` (the consent id it issued, and its time) with that
 * choice, unless another choice has replaced it since. The settings stay as they are.
 */
export function keepReceipt(saved: StoredConsent, receipt: { id: string; savedAt: string }): void {
  if (consentStore.getState().stored !== saved) return;
  const next: StoredConsent = { ...saved, id: receipt.id, savedAt: receipt.savedAt };
  writeString(STORAGE_KEYS.cookieConsent, JSON.stringify(next), "local");
  consentStore.dispatch({ stored: next });
}

/** Opens the cookie settings (reading the stored choice first, should they open before the banner's start). */
export function openSettings(): void {
  startConsent();
  consentStore.dispatch({ settingsOpen: true });
}
export const closeSettings = (): void => consentStore.dispatch({ settingsOpen: false });
