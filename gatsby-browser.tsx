/** Browser runtime: the same root providers as the server render. */
export { wrapRootElement } from "./src/state/root-provider";
