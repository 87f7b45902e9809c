import { useEffect, useState } from "react";
import { inOwnTask } from "../../../shared/lib/own-task";
import { useOnDemand } from "../../../shared/on-demand/use-on-demand";

import { loadConsent } from "../lazy";

/**
 * Where the consent banner and the cookie settings appear (in the layout). Everything about consent loads after
 * the page has hydrated, so no page's first load carries it (PRODUCT §7); the banner is due 2 s after load anyway.
 * The chunk is requested in a task of its own, outside hydration's effects (see inOwnTask). Fetched in the
 * background: a failure there only goes to the console (the banner simply does not appear); the Cookie Settings
 * button, pressed by the visitor, says so on the page.
 */
export function ConsentHost() {
  const [due, setDue] = useState(false);
  useEffect(() => inOwnTask(() => setDue(true)), []);
  const { part: consent } = useOnDemand(loadConsent, { what: "Cookie consent", when: due });
  const Root = consent?.ConsentRoot;
  return Root ? <Root /> : null;
}

/** Opens the cookie settings: the footer's 'Cookie Settings' and the cookie policy's 'Manage Cookie Preferences'. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  const { open } = useOnDemand(loadConsent, { what: "The cookie settings" });
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={() => void open((consent) => consent.openSettings())}>
      {label}
    </button>
  );
}
