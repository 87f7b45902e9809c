import { screen, within } from "@testing-library/react";
import WORDS from "../../../generated/words/load-failure.json";
import { renderWithProviders } from "../../../test-utils/render";
import { buildSearchIndex, SearchButton } from "../../../features/search";
import { LoadFailureNotice } from "../load-failure-notice";

const index = buildSearchIndex([{ g: "pages", t: "Pricing", d: "Plans.", u: "/page-pricing/", text: "" }]);
const online = { ok: true, status: 200, json: async () => index };

/** A page with the notice and a part fetched on demand: the search, whose index the network may refuse. */
function renderPage() {
  const result = renderWithProviders(
    <>
      <SearchButton label="Search the site" />
      <LoadFailureNotice />
    </>,
  );
  return { ...result, opener: screen.getByRole("button", { name: "Search the site" }) };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe("LoadFailureNotice", () => {
  it("says nothing while every part arrives", () => {
    renderPage();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  // One test: once the search has arrived, the page keeps it (as on the site), so nothing can fail after that.
  it("says so when a part cannot be fetched, closes with its button, and goes once a retry succeeds", async () => {
    const offline = new TypeError("Failed to fetch");
    const fetchIndex = jest.fn().mockRejectedValueOnce(offline).mockRejectedValueOnce(offline).mockResolvedValue(online);
    Object.assign(globalThis, { fetch: fetchIndex });
    const { user, opener } = renderPage();
    await user.click(opener);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(WORDS.loadFailed);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(within(alert).getByRole("button", { name: WORDS.loadFailedClose }));
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(opener);
    expect(await screen.findByRole("alert")).toHaveTextContent(WORDS.loadFailed);
    await user.click(opener);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchIndex).toHaveBeenCalledTimes(3);
  });
});
