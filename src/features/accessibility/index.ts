/** What pages may import from the accessibility statement. */
export { AccessibilityStatement, type Statement } from "./components/statement";
