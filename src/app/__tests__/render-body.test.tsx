/**
 * @jest-environment node
 */
import { HydrateApart } from "../../shared/ui/hydrate-apart";
import { renderBody } from "../render-body";

describe("renderBody (the server render of a page's body)", () => {
  it("keeps a large section wrapped in HydrateApart in place, so it shows without JavaScript", async () => {
    const words = "A paragraph of a page section that is long enough. ".repeat(400);
    const html = await renderBody(
      <main>
        <h1>Title</h1>
        <HydrateApart>
          <section>
            <h2>Below the fold</h2>
            <p>{words}</p>
          </section>
        </HydrateApart>
        <footer>Footer</footer>
      </main>,
    );
    expect(html.length).toBeGreaterThan(12_800);
    // In document order, with no hidden copy and no script to move it back.
    expect(html.indexOf("<h1>Title</h1>")).toBeLessThan(html.indexOf("<h2>Below the fold</h2>"));
    expect(html.indexOf("<h2>Below the fold</h2>")).toBeLessThan(html.indexOf("<footer>Footer</footer>"));
    expect(html).not.toMatch(/<template|<script|hidden/);
  });

  it("fails when a part of the page throws, as Gatsby's own render does", async () => {
    function Broken(): never {
      throw new Error("no data for this section");
    }
    await expect(
      renderBody(
        <HydrateApart>
          <Broken />
        </HydrateApart>,
      ),
    ).rejects.toThrow("no data for this section");
  });
});
