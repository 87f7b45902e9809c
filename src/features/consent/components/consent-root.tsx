/**
 * The consent chunk's entry (loaded by ConsentHost after hydration): starts following the visitor's choice once
 * per tab, and shows the banner and the settings when they are due, each from a chunk of its own fetched the
 * first time it is needed.
 */
import { useEffect, useState, type ComponentType } from "react";
import { loadOnce, type LoadOnce } from "../../../shared/on-demand/load-once";
import { closeSettings, openSettings, startConsent, useConsent } from "../state";
import { clearLoadFailure, reportLoadFailure } from "../../../shared/on-demand/load-failure";

export { openSettings };

const settings = loadOnce(() => import(/* webpackChunkName: "consent-settings" */ "./consent-settings").then((module) => module.ConsentSettings));
const loadBanner = loadOnce(() => import(/* webpackChunkName: "consent-banner" */ "./consent-banner").then((module) => module.ConsentBanner));

/**
 * Loads `part` while `wanted`; answers the component once loaded (at once on a later page: it is remembered). When
 * it cannot be fetched, `failed` runs if given (for a part the visitor asked for: its success then clears the
 * message of an earlier failure); otherwise the console says so.
 */
function usePart(part: LoadOnce<ComponentType>, wanted: boolean, what: string, failed?: (error: unknown) => void): ComponentType | null {
  const [View, setView] = useState<{ View: ComponentType } | null>(() => {
    const loaded = part.loaded();
    return loaded ? { View: loaded } : null;
  });
  useEffect(() => {
    if (!wanted || View) return undefined;
    let current = true;
    part().then(
      (loaded) => {
        if (failed) clearLoadFailure();
        if (current) setView({ View: loaded });
      },
      (error: unknown) => (failed ? failed(error) : console.error(`${what} could not be loaded.`, error)),
    );
    return () => {
      current = false;
    };
  }, [part, wanted, View, what, failed]);
  return View?.View ?? null;
}

function settingsFailed(error: unknown): void {
  reportLoadFailure("The cookie settings", error);
  closeSettings();
}

export function ConsentRoot() {
  useEffect(() => {
    startConsent();
  }, []);
  const { bannerOpen, bannerComing, settingsOpen } = useConsent();
  // The banner comes by itself: if it cannot, nothing is set and the visitor is asked on a later page. Its code is
  // fetched at the load event once it is sure to come, not when it is due, so that it shows at 2 s on a slow
  // connection too (on a first visit ConsentHost has already asked for it, and this finds it loaded or on its way).
  const Banner = usePart(loadBanner, bannerComing, "The cookie banner");
  // The settings come when the visitor asks: the message says why nothing opened, and the next press tries again.
  const Settings = usePart(settings, settingsOpen, "The cookie settings", settingsFailed);
  return (
    <>
      {Banner && bannerOpen ? <Banner /> : null}
      {Settings ? <Settings /> : null}
    </>
  );
}
