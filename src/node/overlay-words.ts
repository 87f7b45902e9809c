/**
 * The `shop` and `search` blocks of data/site.yaml, handed to the browser code at build time as
 * `process.env.GESTURA_SHOP_WORDS`, `process.env.GESTURA_SEARCH_WORDS` and the header's two button names
 * `process.env.GESTURA_HEADER_WORDS`, and the message for a part that could not be fetched (LoadFailureNotice)
 * `process.env.GESTURA_LOAD_FAILED_WORDS` (object literals, defined by gatsby-node's
 * onCreateWebpackConfig): only the modules that show them carry them (src/shared/lib/overlay-words.ts).
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";

export function overlayWordDefines(root = process.cwd()): Record<string, string> {
  const site = YAML.parse(fs.readFileSync(path.join(root, "data", "site.yaml"), "utf8")) as {
    shop: { cartButton: string };
    search: { button: string };
    labels: { loadFailed: string; loadFailedClose: string };
  };
  return {
    "process.env.GESTURA_HEADER_WORDS": JSON.stringify({ cart: site.shop.cartButton, search: site.search.button }),
    "process.env.GESTURA_SHOP_WORDS": JSON.stringify(site.shop),
    "process.env.GESTURA_SEARCH_WORDS": JSON.stringify(site.search),
    "process.env.GESTURA_LOAD_FAILED_WORDS": JSON.stringify({ loadFailed: site.labels.loadFailed, loadFailedClose: site.labels.loadFailedClose }),
  };
}
