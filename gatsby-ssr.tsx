/**
 * Server rendering: the root providers, <html lang="en">, the theme script that sets data-theme on <html> before
 * the first paint so a dark reload never flashes light, and each page's CSS in its head (src/app/ssr-styles.ts).
 */
import { CacheProvider } from "@emotion/react";
import type { GatsbySSR } from "gatsby";
import { isValidElement, type ReactNode } from "react";
import { collectStyles, type StyleCollector } from "./src/app/ssr-styles";
import { THEME_INIT_SCRIPT } from "./src/features/theme";
import { RootProvider } from "./src/app/root-provider";

/** The styles of each page being rendered, by path: its body is rendered (wrapRootElement) before its head. */
const collectors = new Map<string, StyleCollector>();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }: { element: ReactNode; pathname?: string }) => {
  // The page's Head is wrapped too, after the body and without a path: its few elements carry no styles.
  if (!pathname) return <RootProvider>{element}</RootProvider>;
  const collector = collectStyles();
  collectors.set(pathname, collector);
  return (
    <CacheProvider value={collector.cache}>
      <RootProvider>{element}</RootProvider>
    </CacheProvider>
  );
};

/**
 * gatsby-plugin-image's head elements (its style, its no-script style and its load listener) serve its own component,
 * which no page uses: pictures are src/shared/ui/picture.tsx.
 */
const PLUGIN_IMAGE_HEAD = /^gatsby-image-style/;

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((element) => !(isValidElement(element) && typeof element.key === "string" && PLUGIN_IMAGE_HEAD.test(element.key))),
  );
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  const styles = collectors.get(pathname)?.styles() ?? [];
  collectors.delete(pathname);
  setHeadComponents([
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />,
    ...styles.map((style) => <style key={style.emotion} dangerouslySetInnerHTML={{ __html: style.rules }} />),
    // Emotion's client cache learns from these which styles the page has (data-emotion), then moves them to the end
    // of the head (data-s: not before it starts). Empty, so moving them neither parses the page's CSS again nor
    // restyles the page; the rules stay in place above.
    ...styles.map((style) => <style key={`${style.emotion} ids`} data-emotion={style.emotion} data-s="" />),
  ]);
};
