import { Global, css } from "@emotion/react";
import { REVEAL_MS, REVEAL_OFFSET_PX } from "../shared/lib/reveal";
import { color, cssVariables, fontSize, fontStack, headerHeight, mq } from "./theme";

/**
 * Reset, base typography, both colour schemes, visible focus and reduced motion. Without JavaScript (no
 * data-theme attribute) the visitor's prefers-color-scheme decides.
 */
export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}

const globalStyles = css`
  :root {
    ${cssVariables("light")}
    color-scheme: light;
  }
  :root[data-theme="dark"] {
    ${cssVariables("dark")}
    color-scheme: dark;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) {
      ${cssVariables("dark")}
      color-scheme: dark;
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${headerHeight};
    /* Set while the cookie banner covers the bottom edge (WCAG 2.4.11): a focused element scrolls into view above it. */
    scroll-padding-bottom: var(--consent-banner-height, 0px);
  }
  body {
    margin: 0;
    font-family: ${fontStack};
    font-size: ${fontSize.base};
    line-height: 1.6;
    color: ${color("text")};
    background: ${color("bg")};
    overflow-wrap: break-word;
    /* The same while the banner shows: the page's last lines scroll up above it instead of staying under it. */
    padding-bottom: var(--consent-banner-height, 0px);
  }
  /* Prose: a long word or address (a member's e-mail in a heading) wraps instead of widening the page. "anywhere",
     unlike break-word, also lets the box around it shrink (a grid or flex item on a phone). Not on lists, terms and tables,
     whose items hold tags and columns that would shrink to a letter ("Soo/n"); they wrap words (break-word, above),
     and a wide table scrolls in a ScrollRegion. */
  h1,
  h2,
  h3,
  h4,
  p,
  figcaption,
  blockquote {
    overflow-wrap: anywhere;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.2;
    margin: 0 0 0.6em;
  }
  p {
    margin: 0 0 1em;
  }
  img,
  video,
  svg {
    max-width: 100%;
    display: block;
  }
  a {
    color: ${color("link")};
    text-underline-offset: 0.15em;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${color("focus")};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  /* Pictures (src/shared/ui/picture.tsx): the box, the sizer that gives a capped box its shape, and the layers. */
  .picture {
    display: block;
    position: relative;
    overflow: hidden;
  }
  .picture-constrained {
    display: inline-block;
    vertical-align: top;
  }
  .picture-sizer {
    display: block;
  }
  .picture-sizer > svg {
    display: block;
    max-width: 100%;
    height: auto;
  }
  .picture .picture-fill {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    padding: 0;
    max-width: none;
    object-fit: cover;
  }
  /* Scroll reveal (src/shared/hooks/use-scroll-reveal.ts): only script adds reveal-pending, to sections below the fold. */
  .reveal-pending {
    opacity: 0;
    transform: translateY(${REVEAL_OFFSET_PX}px);
  }
  .reveal-in {
    transition:
      opacity ${REVEAL_MS}ms ease-out,
      transform ${REVEAL_MS}ms ease-out;
  }
  ${mq.reducedMotion} {
    .reveal-pending {
      opacity: 1;
      transform: none;
    }
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
