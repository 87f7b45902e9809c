/** What pages, templates, the layout and other features may import from theme. */
export { ThemeToggle } from "./components/theme-toggle";
export { THEME_INIT_SCRIPT } from "./rules";
export { followTheme } from "./state";
