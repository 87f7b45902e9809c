/** Reading time for blog posts: how many words of prose an MDX body holds, and how long they take to read. */

/** Average adult silent-reading speed for non-fiction, in words per minute. */
export const WORDS_PER_MINUTE = 225;

/** A fence opener or closer: three or more backticks or tildes, optionally followed by a language. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** MDX ESM: a paragraph that starts with `import` or `export` is JavaScript, not prose. */
const ESM = /^(?:import|export)\b/;
/** A reference-style link definition (`[id]: https://...`) or footnote definition marker. */
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S+.*$/;
/** List markers: `-`, `*`, `+`, or `1.` / `1)` at the start of a line (the numbers are markers, not words). */
const LIST_MARKER = /^(\s*(?:>\s*)*)(?:[-*+]|\d{1,9}[.)])(?=\s)/;

/** A JSX or HTML tag, opening, closing or self-closing, whose attributes may hold quoted strings or `{...}`. */
const TAG = /<\/?[A-Za-z][\w.:-]*(?:\s+(?:[^<>"'{}]|"[^"]*"|'[^']*'|\{[^{}]*\})*)?\/?>|<\/?>/g;
/** An image, `![alt](src)`: its alt text describes a picture and is not read as prose. */
const IMAGE = /!\[[^\]]*\]\((?:[^()\s]|\([^()]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\)/g;
/** An inline link, `[text](url "title")`, allowing one level of parentheses inside the url. */
const INLINE_LINK = /\[([^\]]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\)/g;
/** A reference link, `[text][id]` or `[text][]`. */
const REFERENCE_LINK = /\[([^\]]*)\]\[[^\]]*\]/g;
/** A footnote reference, `[^1]`. */
const FOOTNOTE = /\[\^[^\]]+\]/g;
/** An HTML entity such as `&nbsp;` or `&#8212;`: at most punctuation or a space, never a word. */
const ENTITY = /&(?:[A-Za-z]+|#\d+|#x[\da-fA-F]+);/g;
/** A word has at least one letter or digit; tokens of bare punctuation (`—`, `#`, `|`, `---`) do not count. */
const WORDLIKE = /[\p{L}\p{N}]/u;

/** Strips the non-prose parts of one run of markdown (outside code fences). */
function prose(markdown: string): string {
  return (
    markdown
      // MDX comments and other `{expressions}` are JavaScript; one level of nested braces is enough for MDX content.
      .replace(/\{(?:[^{}]|\{[^{}]*\})*\}/g, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(TAG, " ")
      .replace(IMAGE, " ")
      .replace(INLINE_LINK, " $1 ")
      .replace(REFERENCE_LINK, " $1 ")
      .replace(FOOTNOTE, " ")
      .replace(ENTITY, " ")
      // Emphasis and strike markers join the word they wrap (`**Speed.**`), so they are removed, not spaced.
      .replace(/[*_~]+/g, "")
      .replace(/[`|#>]/g, " ")
  );
}

/**
 * Counts the words of prose in an MDX body (the text after the frontmatter). Import/export paragraphs, JSX and
 * HTML tags (their children still count), `{expressions}`, comments, images, link targets (only the link text
 * counts), footnote markers, list numbers and markdown punctuation are ignored. Code-fence marker lines are
 * ignored, while the code inside a fence is counted as it stands. A word is any whitespace-separated token with
 * a letter or digit in it, so `open-plan` and `arm's` are one word each.
 */
export function wordCount(mdxBody: string): number {
  const lines = mdxBody.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  const code: string[] = [];
  let fence: string | null = null;
  let inEsm = false;
  let paragraphStart = true;
  for (const line of lines) {
    if (fence !== null) {
      const close = FENCE.exec(line);
      // A fence closes on a run of the same character at least as long as the opener, with nothing after it.
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length && line.trim() === close[1]) fence = null;
      else code.push(line);
      continue;
    }
    const open = FENCE.exec(line);
    if (open) {
      fence = open[1];
      inEsm = false;
      paragraphStart = true;
      continue;
    }
    if (line.trim() === "") {
      inEsm = false;
      paragraphStart = true;
      kept.push("");
      continue;
    }
    // In MDX an ESM block is a paragraph whose first line begins with import/export; it runs to the next blank line.
    if (inEsm || (paragraphStart && ESM.test(line))) {
      inEsm = true;
      continue;
    }
    paragraphStart = false;
    if (LINK_DEFINITION.test(line)) continue;
    kept.push(line.replace(LIST_MARKER, "$1"));
  }
  const text = `${prose(kept.join("\n"))}\n${code.join("\n")}`;
  return text.split(/\s+/).filter((token) => WORDLIKE.test(token)).length;
}

/**
 * Minutes to read `words` words at `wordsPerMinute`, rounded up: 0 for no words, at least 1 otherwise.
 * Throws a RangeError for a negative or non-finite word count, or a reading speed that is not a positive number.
 */
export function readingMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  if (!Number.isFinite(words) || words < 0) throw new RangeError(`word count must be 0 or more, got ${words}`);
  if (!Number.isFinite(wordsPerMinute) || wordsPerMinute <= 0) throw new RangeError(`words per minute must be more than 0, got ${wordsPerMinute}`);
  if (words === 0) return 0;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
