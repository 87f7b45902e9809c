/**
 * Drawing a long page's lower parts after its first screen (gatsby-ssr.tsx puts the two scripts in every page).
 *
 * A part marked `data-draw-later` (or any child of an element marked `data-draw-later-each`, dialogs and nested
 * containers aside) is left undrawn by the browser (`content-visibility: auto`) while the page first lays out, so
 * that layout covers the first screen instead of the whole page. It applies only on a fresh arrival at the top of a
 * page (not a reload, Back or Forward, or an address naming a place in the page, which restore or aim at a scroll
 * position; not a move inside the site, which renders the page with React), only on screen (never in print), and
 * only where the browser has `ResizeObserver`.
 *
 * The script at the end of the body then:
 * - in the page's first frame, after layout and before paint, draws every part that starts within the first screen
 *   (and 200 px more), one at a time from the top so that each measure counts the real height of the parts above:
 *   the first paint shows what it always showed, and nothing moves;
 * - once the page has loaded, draws the rest, one part per frame (each a short task instead of one long layout);
 * - draws everything at once on End, Page Down or Space (so the page's real end is where they go), before
 *   printing, and when the visitor has moved to another page of the site meanwhile (React renders that page's
 *   parts, which the script never saw); when all is drawn, it takes `data-drawing` off `<html>` and the page is as
 *   it always was.
 *
 * Scroll, find in page, focus and links into an undrawn part work meanwhile: the browser draws a part as it comes
 * near the screen, and an undrawn part keeps the height it last had (600 px before it has one).
 */

/** On `<html>` while parts are left to draw. */
export const DRAWING = "data-drawing";
/** On a part to draw after the first screen. */
export const DRAW_LATER = "data-draw-later";
/** On a container whose children are each such a part (a long article's paragraphs). */
export const DRAW_LATER_EACH = "data-draw-later-each";
/** Put on a part once it is drawn. */
export const DRAWN = "data-drawn";
/** The id of the script at the end of the body, which the head's `rel="expect"` link names. */
export const DRAW_LATER_SCRIPT_ID = "draw-later";

/** The attribute as JSX props: `<article {...drawLaterEach}>`. */
export const drawLaterEach: Readonly<Record<typeof DRAW_LATER_EACH, "">> = { [DRAW_LATER_EACH]: "" };
/** The attribute as JSX props, for a single part: `<footer {...drawLater}>`. */
export const drawLater: Readonly<Record<typeof DRAW_LATER, "">> = { [DRAW_LATER]: "" };

/** Every part, flat (never one inside another), in the order of the page. */
export const PARTS_SELECTOR = `[${DRAW_LATER}],[${DRAW_LATER_EACH}]>:not([${DRAW_LATER_EACH}]):not(dialog)`;

/** The rule behind it, for the page's global styles. */
export const DRAW_LATER_CSS = `@media screen{html[${DRAWING}] :is(${PARTS_SELECTOR}):not([${DRAWN}]){content-visibility:auto;contain-intrinsic-size:auto 600px}}`;

/** For `<head>`: marks `<html>` on a fresh arrival at the top of the page, before the body is styled. */
export const DRAW_LATER_HEAD_SCRIPT = `(function(){try{var n=performance.getEntriesByType("navigation")[0];if(n&&n.type==="navigate"&&!location.hash&&typeof ResizeObserver==="function")document.documentElement.setAttribute(${JSON.stringify(DRAWING)},"")}catch(e){}})();`;

/** For the end of `<body>`, after the page's last part: see the module's comment. */
export const DRAW_LATER_SCRIPT = `(function(){var h=document.documentElement;if(!h.hasAttribute(${JSON.stringify(DRAWING)}))return;
var parts=document.querySelectorAll(${JSON.stringify(PARTS_SELECTOR)}),next=0,done=false,at=location.href;
function draw(el){el.setAttribute(${JSON.stringify(DRAWN)},"")}
function all(){if(done)return;done=true;for(var i=0;i<parts.length;i++)draw(parts[i]);h.removeAttribute(${JSON.stringify(DRAWING)});removeEventListener("keydown",onKey,true);removeEventListener("beforeprint",all)}
function onKey(e){if(e.key==="End"||e.key==="PageDown"||e.key===" ")all()}
function step(){if(done)return;if(location.href!==at){all();return}while(next<parts.length&&parts[next].hasAttribute(${JSON.stringify(DRAWN)}))next++;if(next>=parts.length){all();return}draw(parts[next++]);requestAnimationFrame(step)}
if(!parts.length){all();return}
addEventListener("keydown",onKey,true);addEventListener("beforeprint",all);
var ro=new ResizeObserver(function(){ro.disconnect();var limit=innerHeight+200;for(var i=0;i<parts.length&&!done;i++){if(parts[i].getBoundingClientRect().top>=limit)break;draw(parts[i])}});
ro.observe(document.body);
function start(){setTimeout(function(){requestAnimationFrame(step)},0)}
if(document.readyState==="complete")start();else addEventListener("load",start)})();`;
