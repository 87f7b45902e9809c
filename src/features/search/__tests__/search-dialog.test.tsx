import { screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import w from "../../../generated/words/search.json";
import { fill } from "../../../shared/lib/posts";
import { routes } from "../../../shared/lib/routes";
import { buildSearchIndex, SEARCH_INDEX_PATH } from "../rules";
import { closeOverlay } from "../../../shared/overlays/state";
import { renderWithProviders } from "../../../test-utils/render";
import { SearchButton } from "../components/search-button";

/** A small index, as the build writes it from the articles, pages and jobs. */
const index = buildSearchIndex([
  { g: "articles", t: "Gesture typing at school", d: "A term with gloves in class.", u: "/blog-details/1/", text: "classroom pilot" },
  { g: "pages", t: "Pricing", d: "Plans for every team.", u: "/page-pricing/", text: "" },
  { g: "jobs", t: "Gesture engineer", d: "Build the recogniser.", u: "/page-career-detail/1/", text: "" },
]);

const fetchIndex = jest.fn(async () => ({ ok: true, status: 200, json: async () => index }));

beforeEach(() => {
  // Which overlay is open outlasts a page, as on the site: each test starts with none.
  closeOverlay("search");
  Object.assign(globalThis, { fetch: fetchIndex });
  jest.mocked(navigate).mockClear();
});

async function openSearch() {
  const result = renderWithProviders(<SearchButton label="Search the site" />);
  const opener = screen.getByRole("button", { name: "Search the site" });
  await result.user.click(opener);
  const dialog = await screen.findByRole("dialog", { name: w.title });
  return { ...result, opener, dialog, field: within(dialog).getByRole("combobox", { name: w.input }) };
}

describe("the search dialog", () => {
  it("fetches the index on the first opening and starts in its field with the hint", async () => {
    expect(fetchIndex).not.toHaveBeenCalled();
    const { dialog, field } = await openSearch();
    expect(fetchIndex).toHaveBeenCalledWith(SEARCH_INDEX_PATH);
    expect(field).toHaveFocus();
    expect(within(dialog).getByRole("status")).toHaveTextContent(w.hint);
  });

  it("shows the results as you type, grouped, and opens the one chosen with the arrow keys and Enter", async () => {
    const { user, dialog, field } = await openSearch();
    await user.type(field, "gesture");
    expect(within(dialog).getByRole("status")).toHaveTextContent(fill(w.results, { count: 2 }));
    expect(within(dialog).getByRole("group", { name: w.articles })).toHaveTextContent("Gesture typing at school");
    expect(within(dialog).getByRole("group", { name: w.jobs })).toHaveTextContent("Gesture engineer");
    expect(within(dialog).queryByRole("group", { name: w.pages })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole("option")
        .map((option) => option.getAttribute("href")),
    ).toEqual(["/blog-details/1/", "/page-career-detail/1/"]);

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(within(dialog).getByRole("option", { name: /Gesture engineer/ })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledWith("/page-career-detail/1/");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says when nothing matches and offers the blog", async () => {
    const { user, dialog, field } = await openSearch();
    await user.type(field, "zebra");
    expect(within(dialog).getByRole("status")).toHaveTextContent(fill(w.none, { query: "zebra" }));
    expect(within(dialog).queryByRole("option")).toBeNull();
    expect(within(dialog).getByRole("link", { name: w.browseBlog })).toHaveAttribute("href", routes.blog);
  });

  it("closes with Escape, focus back on the search button, and opens again empty", async () => {
    const { user, opener, field } = await openSearch();
    await user.type(field, "pricing");
    expect(screen.getByRole("status")).toHaveTextContent(w.oneResult);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(await screen.findByRole("combobox", { name: w.input })).toHaveValue("");
  });

  it("keeps what was typed when a new page mounts the header again while the dialog is open", async () => {
    const { user, field, unmount } = await openSearch();
    await user.type(field, "pri");
    unmount();
    const again = renderWithProviders(<SearchButton label="Search the site" />);
    const dialog = await screen.findByRole("dialog", { name: w.title });
    const field2 = within(dialog).getByRole("combobox", { name: w.input });
    expect(field2).toHaveValue("pri");
    expect(field2).toHaveFocus();
    await again.user.keyboard("cing");
    expect(field2).toHaveValue("pricing");
    expect(within(dialog).getByRole("status")).toHaveTextContent(w.oneResult);
  });
});
