/**
 * Gatsby's router is its fork of Reach Router, `@gatsbyjs/reach-router` (declared in package.json; Gatsby's webpack
 * also answers `@reach/router` with it). The fork ships no types; its API is Reach Router's, whose types come with
 * Gatsby (`@types/reach__router`). We import it by its real name so that the dependency is declared, not borrowed.
 */
declare module "@gatsbyjs/reach-router" {
  export * from "@reach/router";
}
