import { screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { renderWithProviders } from "../../../test-utils/render";
import { TeamConsole } from "../components/team-console";
import { CONSOLE_WORDS, type ConsoleWords } from "../words";

// The Layout's parts are not what this test is about: the console inside it is.
jest.mock("../../../app/layout/layout", () => ({ Layout: ({ children }: { children: React.ReactNode }) => <main>{children}</main> }));

const words = Object.fromEntries(CONSOLE_WORDS.map((key) => [key, key])) as ConsoleWords;
const ME = { success: true, msg: "", username: "grace", email: "grace@example.com", date: "2026-01-02T10:00:00.000Z", position: 1, total: 3 };
const LEADS = {
  success: true,
  msg: "",
  total: 1,
  nextCursor: "next_1",
  items: [
    {
      kind: "demo",
      id: "0b5f2c1e-1111-4222-8333-944445555666",
      receivedAt: "2026-11-27T09:30:00.000Z",
      name: "Grace Hopper",
      email: "g@example.com",
      company: "Acme",
      status: "new",
      notification: "failed",
    },
  ],
};

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const fetchMock = jest.fn();
const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

function serve(me: object, team: { status: number; body: unknown }) {
  fetchMock.mockImplementation(async (url: string) => (String(url).endsWith("users/me") ? answer(200, me) : answer(team.status, team.body)));
}

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(navigate).mockImplementation(() => undefined as never);
  Object.assign(globalThis, { fetch: fetchMock });
});

const renderConsole = (pathname = "/team/", search = "") =>
  renderWithProviders(<TeamConsole heading="Team console" words={words} pathname={pathname} search={search} />, { signedIn: true });

describe("TeamConsole", () => {
  it("shows an account without the team role 'not allowed', and asks the service for nothing of the team's", async () => {
    serve({ ...ME, team: false }, { status: 200, body: LEADS });
    renderConsole();
    expect(await screen.findByRole("heading", { name: "notAllowedHeading" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "navLabel" })).toBeNull();
    expect(calls("team/")).toHaveLength(0);
  });

  it("turns into 'not allowed' when a team call answers 403 (the role was taken away)", async () => {
    serve({ ...ME, team: true }, { status: 403, body: { success: false, msg: "Only the team may see this." } });
    renderConsole();
    expect(await screen.findByRole("heading", { name: "notAllowedHeading" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("lists the leads with the address's filters, a link to each and the next page", async () => {
    serve({ ...ME, team: true }, { status: 200, body: LEADS });
    renderConsole("/team/", "?kind=demo&q=acme");
    const table = await screen.findByRole("table", { name: "leadsTable" });
    expect(within(table).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute(
      "href",
      "/team/leads/demo/0b5f2c1e-1111-4222-8333-944445555666/",
    );
    expect(within(table).getByText("mail_failed")).toBeInTheDocument();
    expect(String(calls("team/leads")[0][0])).toMatch(/team\/leads\?kind=demo&q=acme$/);
    expect(calls("team/leads")[0][1].headers.Authorization).toBe("Bearer test-session-token");
    expect(screen.getByRole("combobox", { name: "kindLabel" })).toHaveValue("demo");
    expect(screen.getByRole("searchbox", { name: "searchLabel" })).toHaveValue("acme");
    expect(screen.getByRole("link", { name: "nextPage" })).toHaveAttribute("href", "/team/?kind=demo&q=acme&cursor=next_1");
    expect(screen.getByRole("link", { name: "leads" })).toHaveAttribute("aria-current", "page");
  });

  it("sends the filters to the address, where a view can be shared", async () => {
    serve({ ...ME, team: true }, { status: 200, body: LEADS });
    const { user } = renderConsole();
    await screen.findByRole("table", { name: "leadsTable" });
    await user.selectOptions(screen.getByRole("combobox", { name: "statusLabel" }), "spam");
    await user.type(screen.getByRole("searchbox", { name: "searchLabel" }), "Jo Doe");
    await user.click(screen.getByRole("button", { name: "applyFilters" }));
    expect(navigate).toHaveBeenLastCalledWith("/team/?status=spam&q=Jo+Doe");
  });
});
