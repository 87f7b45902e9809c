/**
 * Server rendering: the root providers, <html lang="en">, and the theme script that sets data-theme on <html>
 * before the first paint so a dark reload never flashes light.
 */
import type { GatsbySSR } from "gatsby";
import { THEME_INIT_SCRIPT } from "./src/lib/theme";
export { wrapRootElement } from "./src/state/root-provider";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([<script key="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />]);
};
