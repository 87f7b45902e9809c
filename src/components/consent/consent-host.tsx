import { useEffect, useState, type ComponentType } from "react";
import { useConsent } from "../../state/consent/consent-provider";

type Loader = () => Promise<ComponentType>;

/** Fetches a module once, keeps it for every later page; a failed fetch (offline) is forgotten so the next try refetches. */
function once(load: Loader): Loader {
  let loading: Promise<ComponentType> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

// Their own chunks (the JS budget, PRODUCT.md §7): the banner only when a visitor has no valid choice, 2 s after
// load; the settings on their first opening.
const loadBanner = once(() => import(/* webpackChunkName: "consent-banner" */ "./consent-banner").then((module) => module.ConsentBanner));
const loadSettings = once(() => import(/* webpackChunkName: "consent-settings" */ "./consent-settings").then((module) => module.ConsentSettings));

/** Shows the consent banner and the cookie settings when the consent provider asks for them (in the layout). */
export function ConsentHost() {
  const { bannerOpen, settingsOpen } = useConsent();
  const [Banner, setBanner] = useState<{ View: ComponentType } | null>(null);
  const [Settings, setSettings] = useState<{ View: ComponentType } | null>(null);

  useEffect(() => {
    if (!bannerOpen || Banner) return;
    loadBanner().then(
      (View) => setBanner({ View }),
      (error: unknown) => console.error("The cookie banner could not be loaded.", error),
    );
  }, [bannerOpen, Banner]);

  useEffect(() => {
    if (!settingsOpen || Settings) return;
    loadSettings().then(
      (View) => setSettings({ View }),
      (error: unknown) => console.error("The cookie settings could not be loaded.", error),
    );
  }, [settingsOpen, Settings]);

  return (
    <>
      {Banner && bannerOpen ? <Banner.View /> : null}
      {Settings ? <Settings.View /> : null}
    </>
  );
}

/** Opens the cookie settings: the footer's 'Cookie Settings' and the cookie policy's 'Manage Cookie Preferences'. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  const { openSettings } = useConsent();
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={openSettings}>
      {label}
    </button>
  );
}
