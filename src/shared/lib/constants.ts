/** Constants from SPEC §9 and PRODUCT.md, named once. Times in milliseconds, distances in CSS pixels. */

/** The header hides while scrolling down and returns, sticky, when scrolling up past this offset. */
export const HEADER_SCROLL_OFFSET = 80;
/** Back-to-top and the floating dark-mode toggle appear once the page is scrolled further than this. */
export const FLOATING_CONTROLS_OFFSET = 100;
/** The team page's breadcrumb sits this far from the top (under the 80 px header). */
export const TEAM_BREADCRUMB_OFFSET = 112;

/** Browser storage keys (SPEC §3, PRODUCT §3). */
export const STORAGE_KEYS = {
  isDark: "isDark",
  token: "token",
  userId: "id",
  sessionId: "sessionId",
  userCount: "userCount",
  cartList: "cartList",
  wishlist: "wishlist",
  cookieConsent: "cookieConsent",
  /** Session storage: the referral code a visitor arrived with (`/sign-up/?ref=CODE`), kept across a detour. */
  referralCode: "referralCode",
  // With Statistics allowed, the analytics keep two more in session storage: see ANALYTICS_KEYS in
  // src/features/analytics/analytics-runtime.ts (named there, so only the analytics' chunk carries them).
} as const;

/** Carousels advance every 3 s while autoplay runs (never under prefers-reduced-motion). */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/** The article image viewer (SPEC §9). */
export const LIGHTBOX = {
  /** Names the gallery in the address: `#&gid=figures&pid=<figure id>`. */
  galleryId: "figures",
  animationMs: 333,
  /**
   * SPEC §9 asks for 0.8; at that the article's text, and the page's floating buttons, showed through behind the
   * picture and its caption on a phone (visitor walk 3, issue 39); at 0.95 it still could be read in a screenshot.
   * The background is opaque: the viewer shows the picture and its caption, nothing else.
   */
  bgOpacity: 1,
  /** The viewer's <dialog> carries this class; the page's floating buttons hide while it is open. */
  dialogClass: "image-viewer",
  preloadBefore: 1,
  preloadAfter: 2,
  spacing: 0.1,
  /** Images wider than this open without an animation. */
  maxWidthToAnimate: 4000,
  separator: " / ",
  preloaderDelayMs: 2000,
} as const;

/** The demo request dialog closes this long after the server accepted a request (SPEC §9). */
export const DEMO_AUTO_CLOSE_MS = 3000;
