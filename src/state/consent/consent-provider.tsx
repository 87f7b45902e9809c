import { globalHistory } from "@reach/router";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { usePersistentState } from "../../hooks/use-persistent-state";
import { usePublished, useStore } from "../../hooks/use-store";
import { CONSENT_BANNER_DELAY_MS, STORAGE_KEYS } from "../../lib/constants";
import { consentCodec, currentConsent, DEFAULT_CONSENT_RULES, type ConsentRules, type StoredConsent } from "../../lib/consent";
import { readString } from "../../lib/storage";
import type { Store } from "../../lib/store";

/**
 * data/site.yaml's revision, policy version and defaults, inlined by the build as an object (src/node/consent-settings.ts,
 * checked by the content model); Jest has no build, and gets the defaults.
 */
const CONSENT_RULES: ConsentRules = (process.env.GESTURA_CONSENT_RULES as unknown as ConsentRules | undefined) ?? DEFAULT_CONSENT_RULES;

export interface ConsentContextValue {
  rules: ConsentRules;
  /** The stored choice that still answers the current revision; null: none yet, or the visitor must be asked again. */
  consent: StoredConsent | null;
  /** Storage has been read (after hydration). */
  restored: boolean;
  /** The banner is due: no valid choice, 2 s after load, not closed by a route change. */
  bannerOpen: boolean;
  settingsOpen: boolean;
  /** The stored choice whatever its revision (its id is kept when the visitor chooses again). */
  stored: StoredConsent | null;
  /** Stores a choice made by the banner or the settings (see components/consent/save-choice.ts) and closes the settings. */
  commit: (next: StoredConsent) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

const ConsentContext = createContext<Store<ConsentContextValue, ConsentContextValue> | null>(null);

/**
 * Every mounted provider. Gatsby renders each page's Head in a second React root inside the same root wrapper, so
 * one tab holds two providers; a choice saved in one is read again by the other (the storage event only reaches
 * other tabs), so both agree at once, which the analytics (started once per tab) rely on.
 */
const providersInTab = new Set<() => void>();

/**
 * Cookie consent (SPEC §4, PRODUCT §6): the visitor's choice under `cookieConsent`, whether the banner is due, and
 * whether the settings dialog is open. The banner and the dialog themselves are the layout's (ConsentHost), loaded
 * when needed. A route change closes both. A choice saved in another tab is followed at once.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [stored, setStored, { restored }] = usePersistentState(STORAGE_KEYS.cookieConsent, consentCodec, "local");
  const consent = currentConsent(stored, CONSENT_RULES);
  const [bannerDue, setBannerDue] = useState(false);
  const [bannerClosed, setBannerClosed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const needsChoice = restored && consent === null;

  useEffect(() => {
    if (!needsChoice) return undefined;
    const timer = window.setTimeout(() => setBannerDue(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [needsChoice]);

  const bannerDueRef = useRef(bannerDue);
  bannerDueRef.current = bannerDue;
  useEffect(() => {
    let path = globalHistory.location.pathname;
    return globalHistory.listen(({ location }) => {
      if (location.pathname === path) return;
      path = location.pathname;
      // A banner already shown stays closed for the rest of this visit; one still waiting for its 2 s still comes.
      if (bannerDueRef.current) setBannerClosed(true);
      setSettingsOpen(false);
    });
  }, []);

  useEffect(() => {
    const reread = (): void => setStored(consentCodec.parse(readString(STORAGE_KEYS.cookieConsent, "local")));
    providersInTab.add(reread);
    return () => {
      providersInTab.delete(reread);
    };
  }, [setStored]);

  const commit = useCallback(
    (next: StoredConsent) => {
      setStored(next);
      setSettingsOpen(false);
      // Written by this provider after it commits; the others in the tab read it then.
      window.setTimeout(() => providersInTab.forEach((reread) => reread()), 0);
    },
    [setStored],
  );
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  const value = useMemo<ConsentContextValue>(
    () => ({
      rules: CONSENT_RULES,
      consent,
      stored,
      restored,
      bannerOpen: needsChoice && bannerDue && !bannerClosed,
      settingsOpen,
      commit,
      openSettings,
      closeSettings,
    }),
    [consent, stored, restored, needsChoice, bannerDue, bannerClosed, settingsOpen, commit, openSettings, closeSettings],
  );
  const store = usePublished(value);
  return <ConsentContext.Provider value={store}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const store = useContext(ConsentContext);
  if (!store) throw new Error("useConsent must be used inside ConsentProvider (src/state/root-provider.tsx).");
  return useStore(store);
}
