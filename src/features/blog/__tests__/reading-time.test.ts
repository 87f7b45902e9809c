import { readingMinutes, wordCount, WORDS_PER_MINUTE } from "../reading-time";

describe("wordCount", () => {
  it.each([
    ["an empty body", "", 0],
    ["blank lines only", "\n\n  \n", 0],
    ["plain prose", "Think about the last screen you touched.", 7],
    ["hyphens and apostrophes inside words", "An open-plan office isn't arm's length away.", 7],
    ["punctuation-only tokens", "Hygiene — reach … and use.", 4],
    ["headings", "## Why the processing belongs at the edge", 7],
    ["emphasis and strike markers", "**Speed.** A *gesture* _has_ to ~~lag~~ feel __connected__.", 8],
    ["bullet list markers", "- one\n* two\n+ three", 3],
    ["numbered list markers, which are not words", "1. **Speed.** Fast\n2. **Privacy.** Local\n10) Tenth", 5],
    ["numbers in prose, which are words", "In 2025 we shipped 3 pilots.", 6],
    ["blockquotes", "> Quoted words here\n> > and nested", 5],
    ["a self-closing JSX tag", 'Before.\n\n<Figure id="three-reasons" />\n\nAfter.', 2],
    ["a JSX tag with children", '<Callout tone="info">Keep touch available</Callout>', 3],
    ["a JSX tag spanning lines", '<Figure\n  id="edge-pipeline"\n  caption="Many words that are not prose"\n/>\nDone.', 1],
    ["a tag whose attribute holds a >", '<Note title="a > b">Two words</Note>', 2],
    ["an expression attribute", "<Chart data={[1, 2, 3]} label={`x y z`} />", 0],
    ["an HTML line break", "one<br/>two<br />three", 3],
    ["an inline link: only its text", "Read [Accessibility Is a Requirement](/blog-details/30/) today.", 6],
    ["a link with a title and parentheses in its url", 'See [the page](https://en.wikipedia.org/wiki/Foo_(bar) "Foo bar").', 3],
    ["a link whose text is emphasised", "[**Join the waitlist**](/sign-up) now", 4],
    ["an anchor link", "[subscribe to our newsletter](#subscribe)", 4],
    ["an image: neither alt nor src", "Look ![a long alt text here](./figure-1.jpg) here.", 2],
    ["a reference link and its definition", "Read [the guide][wcag].\n\n[wcag]: https://www.w3.org/TR/WCAG22/", 3],
    ["a footnote reference", "A claim.[^1] Another.", 3],
    ["an import line", 'import { Chart } from "../chart";\n\nOne two.', 2],
    ["a multi-line import paragraph", 'import {\n  Chart,\n  Table,\n} from "../components";\n\nOne two.', 2],
    ["an export line", "export const meta = { draft: true };\n\nOne.", 1],
    ["prose mentioning import mid-paragraph", "We\nimport nothing.", 3],
    ["an MDX comment", "One {/* a hidden note with words */} two.", 2],
    ["an HTML comment", "One <!-- a hidden\nnote --> two.", 2],
    ["HTML entities", "Touch&nbsp;free &mdash; and &#8212; done", 4],
    ["a table", "| Input | Speed |\n| --- | :---: |\n| Gesture | Fast |", 4],
    ["a thematic break", "One.\n\n---\n\n***\n\nTwo.", 2],
    ["inline code", "Call `readingMinutes` once.", 3],
    ["a code fence: markers ignored, code counted", "Intro.\n\n```ts\nconst total = words;\n```\n\nOutro.", 5],
    ["a tilde fence with a longer closer", "~~~~js\nlet a\n~~~~~\nEnd.", 3],
    ["a fence does not close on a different marker", "```\nx\n~~~\ny\n```\nz", 3],
    ["windows line endings", "One two.\r\n\r\nThree.", 3],
    ["non-Latin letters", "Gebärdensprache für alle, 手話", 4],
  ])("counts %s", (_label, body, expected) => {
    expect(wordCount(body)).toBe(expected);
  });

  it("counts the code inside a fence but not JSX-looking text outside it", () => {
    expect(wordCount('```jsx\n<Figure id="x" />\n```')).toBe(2);
    expect(wordCount('<Figure id="x" />')).toBe(0);
  });
});

describe("readingMinutes", () => {
  it.each([
    [0, 0],
    [1, 1],
    [224, 1],
    [225, 1],
    [226, 2],
    [450, 2],
    [600, 3],
    [1053, 5],
  ])("reads %i words in %i minutes at the default speed", (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });

  it("defaults to 225 words per minute", () => {
    expect(WORDS_PER_MINUTE).toBe(225);
  });

  it("takes a reading speed", () => {
    expect(readingMinutes(600, 200)).toBe(3);
    expect(readingMinutes(601, 200)).toBe(4);
    expect(readingMinutes(10, 1000)).toBe(1);
    expect(readingMinutes(0, 1000)).toBe(0);
  });

  it.each([
    [-1, 225],
    [Number.NaN, 225],
    [Number.POSITIVE_INFINITY, 225],
    [100, 0],
    [100, -5],
    [100, Number.NaN],
  ])("rejects %p words at %p words per minute", (words, wpm) => {
    expect(() => readingMinutes(words, wpm)).toThrow(RangeError);
  });
});
