/**
 * The consent chunk's entry (loaded by ConsentHost after hydration): starts following the visitor's choice once
 * per tab, and shows the banner and the settings when they are due, each from a chunk of its own fetched the
 * first time it is needed.
 */
import { useEffect, useState, type ComponentType } from "react";
import { openSettings, startConsent, useConsent } from "../../state/consent/consent-store";

export { openSettings };

type Loader = () => Promise<ComponentType>;

/** Fetches a module once and remembers it; a failed fetch (offline) is forgotten so the next try refetches. */
function once(load: Loader): { get: Loader; loaded: () => ComponentType | null } {
  let loading: Promise<ComponentType> | null = null;
  let done: ComponentType | null = null;
  return {
    get: () => {
      loading ??= load().then(
        (View) => (done = View),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => done,
  };
}

const banner = once(() => import(/* webpackChunkName: "consent-banner" */ "./consent-banner").then((module) => module.ConsentBanner));
const settings = once(() => import(/* webpackChunkName: "consent-settings" */ "./consent-settings").then((module) => module.ConsentSettings));

/** Loads `part` while `wanted`; answers the component once loaded (at once on a later page: it is remembered). */
function usePart(part: ReturnType<typeof once>, wanted: boolean, what: string): ComponentType | null {
  const [View, setView] = useState<{ View: ComponentType } | null>(() => {
    const loaded = part.loaded();
    return loaded ? { View: loaded } : null;
  });
  useEffect(() => {
    if (!wanted || View) return undefined;
    let current = true;
    part.get().then(
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
