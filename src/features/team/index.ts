/** What pages and the layout may import from the team console (issue 44). */
export { TeamConsole } from "./components/team-console";
export { CONSOLE_WORDS, type ConsoleWords } from "./words";
