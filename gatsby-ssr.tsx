/**
 * Server rendering: the root providers, <html lang="en">, the theme script that sets data-theme on <html> before
 * the first paint so a dark reload never flashes light, each page's CSS in its head (src/app/ssr-styles.ts), and
 * the scripts that draw a long page's lower parts after its first screen (src/shared/lib/draw-later.ts).
 */
import { CacheProvider } from "@emotion/react";
import type { GatsbySSR } from "gatsby";
import { isValidElement, type ReactNode } from "react";
import { DRAW_LATER_CSS, DRAW_LATER_HEAD_SCRIPT, DRAW_LATER_SCRIPT, DRAW_LATER_SCRIPT_ID } from "./src/shared/lib/draw-later";
import { collectStyles, type StyleCollector } from "./src/app/ssr-styles";
import { THEME_INIT_SCRIPT } from "./src/features/theme/rules";
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

/**
 * The page paints for the first time once the browser has all of it (at most 16 kB with brotli) and has run the
 * script that draws its lower parts later (src/shared/lib/draw-later.ts): the head's `<link rel="expect"
 * blocking="render">` names that script, the last element before Gatsby's own scripts. Painting the top first made
 * the browser lay out the rest of the page again after the first paint, in a task of its own (40–60 ms of the main
 * thread in our traces of an article). Browsers without `rel="expect"` paint as before; were the element missing,
 * the browser would stop waiting when the document ends.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "en" });
  const styles = collectors.get(pathname)?.styles() ?? [];
  collectors.delete(pathname);
  setHeadComponents([
    <link key="expect-whole-page" rel="expect" href={`#${DRAW_LATER_SCRIPT_ID}`} blocking="render" />,
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />,
    <script key="draw-later-init" dangerouslySetInnerHTML={{ __html: DRAW_LATER_HEAD_SCRIPT }} />,
    <style key="draw-later" dangerouslySetInnerHTML={{ __html: DRAW_LATER_CSS }} />,
    ...styles.map((style) => <style key={style.emotion} dangerouslySetInnerHTML={{ __html: style.rules }} />),
    // Emotion's client cache learns from these which styles the page has (data-emotion), then moves them to the end
    // of the head (data-s: not before it starts). Empty, so moving them neither parses the page's CSS again nor
    // restyles the page; the rules stay in place above.
    ...styles.map((style) => <style key={`${style.emotion} ids`} data-emotion={style.emotion} data-s="" />),
  ]);
  // After the page (and Gatsby's route announcer), before Gatsby's scripts: it runs once the page is all parsed.
  setPostBodyComponents([<script key="draw-later" id={DRAW_LATER_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: DRAW_LATER_SCRIPT }} />]);
};
