/** What pages, templates, the layout and other features may import from coming-soon. */
export { Countdown } from "./components/countdown";
