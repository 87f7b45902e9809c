/**
 * @jest-environment node
 */
// The server build of Emotion (no document), as Gatsby renders pages.
import { CacheProvider, css, Global, keyframes } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { collectStyles } from "../ssr-styles";

const spin = keyframes`to { transform: rotate(1turn); }`;
const first = css`
  color: rebeccapurple;
`;
const second = css`
  margin: 0;
  animation: ${spin} 1s;
`;

function Page() {
  return (
    <main>
      <Global styles={css`body { margin: 0; }`} />
      <h1 css={first}>Title</h1>
      <p css={second}>Text</p>
      <p css={first}>Again</p>
    </main>
  );
}

describe("collectStyles", () => {
  it("keeps every style out of the body and gives them back for the head, globals apart, in order", () => {
    const collector = collectStyles();
    const html = renderToString(
      <CacheProvider value={collector.cache}>
        <Page />
      </CacheProvider>,
    );
    expect(html).not.toContain("<style");

    const [global, classes, ...rest] = collector.styles();
    expect(rest).toEqual([]);
    expect(global.emotion).toMatch(/^css-global \S+$/);
    expect(global.rules).toBe("body{margin:0;}");

    const ids = classes.emotion.split(" ");
    expect(ids[0]).toBe("css");
    // Each class the body uses is named in data-emotion, so the client cache never inserts it again.
    const used = [...html.matchAll(/class="css-([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(used).size).toBe(2);
    for (const name of used) expect(ids).toContain(name);
    // In the order of first use, as Emotion would have written them into the body, with the paragraph's keyframes.
    expect(classes.rules.indexOf("rebeccapurple")).toBeLessThan(classes.rules.indexOf("margin:0"));
    expect(classes.rules).toMatch(/@keyframes animation-\S+\{to\{/);
    expect(classes.rules.match(/rebeccapurple/g)).toHaveLength(1);
  });

  it("gives nothing for a page without styles", () => {
    const collector = collectStyles();
    renderToString(
      <CacheProvider value={collector.cache}>
        <p>Plain</p>
      </CacheProvider>,
    );
    expect(collector.styles()).toEqual([]);
  });
});
