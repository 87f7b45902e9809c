/**
 * The consent chunk's entry (loaded by ConsentHost after hydration): starts following the visitor's choice once
 * per tab, and shows the banner and the settings when they are due, each from a chunk of its own fetched the
 * first time it is needed.
 */
import { useEffect, useState, type ComponentType } from "react";
import { loadOnce, type LoadOnce } from "../../lib/load-once";
import { openSettings, startConsent, useConsent } from "../../state/consent/consent-store";

export { openSettings };

const banner = loadOnce(() => import(/* webpackChunkName: "consent-banner" */ "./consent-banner").then((module) => module.ConsentBanner));
const settings = loadOnce(() => import(/* webpackChunkName: "consent-settings" */ "./consent-settings").then((module) => module.ConsentSettings));

/** Loads `part` while `wanted`; answers the component once loaded (at once on a later page: it is remembered). */
function usePart(part: LoadOnce<ComponentType>, wanted: boolean, what: string): ComponentType | null {
  const [View, setView] = useState<{ View: ComponentType } | null>(() => {
    const loaded = part.loaded();
    return loaded ? { View: loaded } : null;
  });
  useEffect(() => {
    if (!wanted || View) return undefined;
    let current = true;
    part().then(
      (loaded) => {
        if (current) setView({ View: loaded });
      },
      (error: unknown) => console.error(`The ${what} could not be loaded.`, error),
    );
    return () => {
      current = false;
    };
  }, [part, wanted, View, what]);
  return View?.View ?? null;
}

export function ConsentRoot() {
  useEffect(() => {
    startConsent();
  }, []);
  const { bannerOpen, settingsOpen } = useConsent();
  const Banner = usePart(banner, bannerOpen, "cookie banner");
  const Settings = usePart(settings, settingsOpen, "cookie settings");
  return (
    <>
      {Banner && bannerOpen ? <Banner /> : null}
      {Settings ? <Settings /> : null}
    </>
  );
}
