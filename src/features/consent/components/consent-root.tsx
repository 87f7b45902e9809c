/**
 * The consent chunk's entry (loaded by ConsentHost after hydration): starts following the visitor's choice once
 * per tab, and shows the banner and the settings when they are due, each from a chunk of its own fetched the
 * first time it is needed.
 */
import { useEffect } from "react";
import { useOnDemand } from "../../../shared/on-demand/use-on-demand";
import { loadBanner, settings } from "../lazy";
import { closeSettings, openSettings, startConsent, useConsent } from "../state";
import { reportLoadFailure } from "../../../shared/on-demand/load-failure";

export { openSettings };

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
  // connection too.
  const { part: Banner } = useOnDemand(loadBanner, { what: "The cookie banner", when: bannerComing });
  // The settings come when the visitor asks: the message says why nothing opened, and the next press tries again.
  const { part: Settings } = useOnDemand(settings, { what: "The cookie settings", when: settingsOpen, failed: settingsFailed });
  return (
    <>
      {Banner && bannerOpen ? <Banner /> : null}
      {Settings ? <Settings /> : null}
    </>
  );
}
