import { screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "../../../test-utils/render";
import { testSite } from "../../../test-utils/site";
import { LeadDialogsProvider } from "../../../features/leads";
import { Header } from "../header";

const { site, nav } = testSite;

function renderHeader(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <LeadDialogsProvider>
      <Header site={site} nav={nav} />
    </LeadDialogsProvider>,
    options,
  );
}

describe("Header", () => {
  it("links home and to each page of the main navigation, with Solutions as a closed menu button", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "Features" })).toHaveAttribute("href", "/features/");
    expect(within(main).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing/");
    expect(within(main).getByRole("button", { name: "Solutions" })).toHaveAttribute("aria-expanded", "false");
    expect(within(main).queryByRole("link", { name: "Classrooms" })).toBeNull();
  });

  it("names its search and cart buttons with the site's words, the cart with its count", async () => {
    renderHeader({ cart: { items: [{ id: 1, name: "Glove", price: 10, quantity: 2 }] } });
    expect(screen.getByRole("button", { name: "Search the site" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(await screen.findByRole("button", { name: "Cart 2" })).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the Solutions menu from the keyboard and closes it with Escape, focus back on its button", async () => {
    const { user } = renderHeader();
    const solutions = screen.getByRole("button", { name: "Solutions" });
    solutions.focus();
    await user.keyboard("{Enter}");
    expect(solutions).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Classrooms" })).toHaveAttribute("href", "/classrooms/");
    expect(screen.getByRole("link", { name: "Hospitals, coming soon" })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole("link", { name: "Classrooms" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(solutions).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Classrooms" })).toBeNull();
    expect(solutions).toHaveFocus();

    await user.keyboard(" ");
    expect(solutions).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(solutions).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the mobile menu from its Menu button: the pages, Log in, the solutions, and Close", async () => {
    const { user } = renderHeader();
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    const panel = await screen.findByRole("dialog");
    const pages = within(panel).getByRole("region", { name: "Pages" });
    expect(
      within(pages)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Features", "Pricing", "Log in"]);
    expect(within(panel).getByRole("link", { name: "Classrooms" })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Book a demo" })).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Close menu" }));
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveFocus();
  });

  it("offers the dashboard instead of Log in once signed in", async () => {
    // The account's details are still on their way: the header needs only the session.
    Object.assign(globalThis, { fetch: jest.fn(() => new Promise(() => undefined)) });
    renderHeader({ signedIn: true });
    expect(await screen.findByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/");
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });

  it("offers Team beside the dashboard to a team member, once users/me says so", async () => {
    const me = { success: true, msg: "", username: "grace", date: "2026-01-02T10:00:00.000Z", team: true };
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(me) })) });
    const { user } = renderHeader({ signedIn: true });
    expect(await screen.findByRole("link", { name: "Team" })).toHaveAttribute("href", "/team/");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const pages = within(await screen.findByRole("dialog")).getByRole("region", { name: "Pages" });
    expect(within(pages).getByRole("link", { name: "Team" })).toHaveAttribute("href", "/team/");
  });

  it("offers no Team link to a member without the role", async () => {
    const me = { success: true, msg: "", username: "ada", date: "2026-01-02T10:00:00.000Z", team: false };
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(me) }));
    Object.assign(globalThis, { fetch: fetchMock });
    renderHeader({ signedIn: true });
    expect(await screen.findByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("link", { name: "Team" })).toBeNull();
  });
});
