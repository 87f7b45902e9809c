/**
 * Reading a page's HTML as the server sent it, for checks over many generated pages where opening each in a browser
 * would cost seconds. React's server markup escapes text with these five entities only.
 */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };

/** The visible text of an HTML fragment: tags and comments removed, entities decoded, white space collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of the page's one <h1>; fails the check (returns a sentence saying so) when there is none or several. */
export function headingOne(html: string): string {
  const found = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)];
  if (found.length !== 1) return `${found.length} h1 elements`;
  return htmlText(found[0][1]);
}
