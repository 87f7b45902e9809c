/** What pages, templates, the layout and other features may import from consent. */
export { ConsentHost, CookieSettingsButton } from "./components/consent-host";
export { CookieTable, ManageCookiesButton } from "./components/cookie-policy-parts";
