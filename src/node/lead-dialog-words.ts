/**
 * The words of the demo request and newsletter dialogs, written at page creation (gatsby-node's createPages) to
 * public/lead-dialog-words.json. The dialogs' lazily loaded chunk fetches the file when a visitor first opens one,
 * so no page carries these words in its first-load JSON (PRODUCT.md §7); they still come from data/pages.yaml
 * (leadForms, demoDialog, newsletterDialog) and data/site.yaml (newsletterBase).
 */
import fs from "node:fs";
import path from "node:path";
import { LEAD_DIALOG_WORDS_FILE, type LeadDialogWordsData } from "../features/leads/lead-dialog-words";
import { runQuery, type PagesArgs } from "./pages/types";

const QUERY = `
  query LeadDialogWordsFile {
    leadForms: pagesYaml(key: { eq: "leadForms" }) { key strings { key text } }
    demo: pagesYaml(key: { eq: "demoDialog" }) { key heading intro strings { key text } }
    newsletter: pagesYaml(key: { eq: "newsletterDialog" }) { key heading intro strings { key text } }
    siteYaml { newsletterBase }
  }
`;

/** Runs the query and writes the file into `publicDir` (default public/, which `gatsby develop` serves too). */
export async function writeLeadDialogWords(args: Pick<PagesArgs, "graphql" | "reporter">, publicDir = path.resolve("public")): Promise<void> {
  const data = await runQuery<LeadDialogWordsData>(args, "the words of the demo and newsletter dialogs", QUERY, "to write their file");
  if (!data) return;
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, LEAD_DIALOG_WORDS_FILE), JSON.stringify(data));
}
