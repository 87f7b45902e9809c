import { useEffect, useState, type ComponentType } from "react";
import { loadOnce } from "../../../shared/on-demand/load-once";
import { inOwnTask } from "../../../shared/lib/own-task";
import { afterLoad } from "../../../shared/on-demand/load-failure";

/** The consent chunk (the stored choice, the banner's timing, the analytics control), fetched after the first page hydrates. */
const loadConsent = loadOnce(() => import(/* webpackChunkName: "consent" */ "./consent-root"));

// Fetched in the background: a failure there only goes to the console (the banner simply does not appear); the
// Cookie Settings button, pressed by the visitor, says so on the page.
const report = (error: unknown): void => console.error("Cookie consent could not be loaded.", error);

/**
 * Where the consent banner and the cookie settings appear (in the layout). Everything about consent loads after
 * the page has hydrated, so no page's first load carries it (PRODUCT §7); the banner is due 2 s after load anyway.
 * The chunk is requested in a task of its own, outside hydration's effects (see inOwnTask).
 */
export function ConsentHost() {
  const [Root, setRoot] = useState<ComponentType | null>(null);
  useEffect(() => inOwnTask(() => void loadConsent().then((module) => setRoot(() => module.ConsentRoot), report)), []);
  return Root ? <Root /> : null;
}

/** Opens the cookie settings: the footer's 'Cookie Settings' and the cookie policy's 'Manage Cookie Preferences'. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => void afterLoad(loadConsent(), "The cookie settings", (module) => module.openSettings())}
    >
      {label}
    </button>
  );
}
