/**
 * The demo and newsletter dialogs' words file: its name, its shape, and the loader the dialogs' chunk uses. Kept apart
 * from lead-forms.ts, with no imports, because the layout (every page) imports it.
 */
/** The file (in public/, at the site's root) holding the demo and newsletter dialogs' words; see src/node/lead-dialog-words.ts. */
export const LEAD_DIALOG_WORDS_FILE = "lead-dialog-words.json";

interface CopyWords {
  key: string;
  strings: readonly { key: string; text: string }[] | null;
}

interface DialogCopy extends CopyWords {
  heading: string;
  intro: string | null;
}

/** What the words file holds: the data/pages.yaml entries the dialogs read, and the newsletter's base count. */
export interface LeadDialogWordsData {
  leadForms: CopyWords | null;
  demo: DialogCopy | null;
  newsletter: DialogCopy | null;
  siteYaml: { newsletterBase: number } | null;
}

const isCopy = (value: unknown): boolean =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { key?: unknown }).key === "string" &&
  Array.isArray((value as { strings?: unknown }).strings);

/**
 * Fetches the words file from `url` with `fetchFile` (the browser's fetch). Rejects when it cannot be read or is
 * not the shape the build writes, so the dialogs' loader can report it and try again at the next opening.
 */
export async function loadLeadDialogWords(
  url: string,
  fetchFile: (url: string) => Promise<Pick<Response, "ok" | "status" | "json">>,
): Promise<LeadDialogWordsData> {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  const data = (await response.json()) as Partial<LeadDialogWordsData> | null;
  if (!data || !isCopy(data.leadForms) || !isCopy(data.demo) || !isCopy(data.newsletter)) throw new Error(`${url} is not the dialogs' words.`);
  return data as LeadDialogWordsData;
}
