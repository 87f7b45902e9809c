/**
 * Stand-in site data for component tests, shaped as useSite() answers (src/shared/hooks/use-site.ts): short words of our
 * own, so a writer's edit to data/ changes nothing here. Tests find elements by these words.
 */
import type { SiteData } from "../shared/hooks/use-site";

const labels: SiteData["site"]["labels"] = {
  skipToContent: "Skip to content",
  homeLink: "Home page",
  primaryNav: "Main",
  openMenu: "Menu",
  menuPages: "Pages",
  closeMenu: "Close menu",
  menuSearch: "Filter the menu",
  menuSearchEmpty: "Nothing matches.",
  soon: "Soon",
  soonName: "{label}, coming soon",
  darkMode: "Dark mode",
  backToTop: "Back to top",
  breadcrumb: "Breadcrumb",
  home: "Home",
  footerNav: "Footer",
  socialNav: "Social",
  externalLink: "(external)",
  appBadges: "Apps",
  carouselPause: "Pause",
  carouselPlay: "Play",
  carouselPrevious: "Previous",
  carouselNext: "Next",
  logout: "Log out",
  signInCrumb: "Sign in",
};

export const testSite: SiteData = {
  siteUrl: "https://example.com",
  site: {
    name: "Gestura",
    tagline: "Gestures for everyone",
    description: "A test site.",
    titleSeparator: " | ",
    feedTitle: "Feed",
    email: "hello@example.com",
    copyright: "© Gestura",
    office: { city: "Lisbon", country: "Portugal" },
    social: [],
    labels,
    shop: { cartButton: "Cart" },
    search: { button: "Search the site" },
  },
  nav: {
    header: [
      { label: "Features", to: "/features/", menu: null },
      { label: "Solutions", to: null, menu: "solutions" },
      { label: "Pricing", to: "/pricing/", menu: null },
    ],
    login: { label: "Log in", to: "/sign-in/" },
    dashboard: { label: "Dashboard", to: "/dashboard/" },
    team: { label: "Team" },
    demo: { label: "Book a demo" },
    waitlist: { label: "Join", to: "/sign-up/" },
    solutions: [
      {
        heading: "Uses",
        items: [
          { label: "Classrooms", to: "/classrooms/", soon: null },
          { label: "Hospitals", to: "/soon/", soon: true },
        ],
      },
    ],
    footerColumns: [],
    footerBottom: [],
    footerVariants: [],
    appBadges: [],
  },
};
