import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../../../test-utils/render";
import { LeadDialogsProvider } from "../../../leads";
import { DASHBOARD_WORDS, WaitlistDashboard } from "../waitlist-dashboard";

jest.mock("../../../../shared/hooks/use-site", () => ({
  useSite: () => ({ site: { social: [], labels: { externalLink: "(opens in a new tab)" } } }),
}));
jest.mock("../../../waitlist/use-waitlist-count", () => ({ useWaitlistCount: () => "2.4k+" }));

const answer = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) });
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

const words = {
  ...(Object.fromEntries(DASHBOARD_WORDS.map((key) => [key, `[${key}]`])) as Record<(typeof DASHBOARD_WORDS)[number], string>),
  welcome: "Welcome, {name}!",
  position: "You are #{position} in line",
  joined: "Joined",
  referralHeading: "Move up the list",
  invited: "You're invited on {date}",
};

/** A member's answer from users/me with every field; each test changes what it is about. */
const member = {
  success: true,
  msg: "",
  username: "ada",
  email: "ada@example.com",
  date: "2026-11-24T09:00:00.000Z",
  position: 3,
  total: 3,
  referralCode: "ABCDEFGHJKLM",
  referrals: 0,
  referralBoost: 10,
  emailConfirmed: true,
};

const dashboard = (
  <LeadDialogsProvider>
    <WaitlistDashboard words={words} links={[]} waitlistBase={2400} productStatus="MVP" share={[]} />
  </LeadDialogsProvider>
);

describe("the waitlist dashboard", () => {
  it("shows the name and join date from SPEC's fields alone, and no place in line or referral box without them", async () => {
    fetchMock.mockResolvedValue(answer({ success: true, msg: "", username: "ada@example.com", date: "2026-11-24T09:00:00.000Z" }));
    renderWithProviders(dashboard, { signedIn: true });
    expect(await screen.findByRole("heading", { name: "Welcome, ada@example.com!" })).toBeInTheDocument();
    expect(screen.getByText("Joined").nextElementSibling).toHaveTextContent("November 24, 2026");
    expect(screen.queryByText(/in line/)).not.toBeInTheDocument();
    expect(screen.queryByText("[positionUnknown]")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Move up the list" })).not.toBeInTheDocument();
    expect(screen.queryByText("[confirmHeading]")).not.toBeInTheDocument();
  });

  it("shows the place in line without a total beside it", async () => {
    fetchMock.mockResolvedValue(answer({ ...member, position: 3, total: 3 }));
    renderWithProviders(dashboard, { signedIn: true });
    expect(await screen.findByText("You are #3 in line")).toBeInTheDocument();
    expect(screen.queryByText(/of 3/)).not.toBeInTheDocument();
  });

  it("shows an invited member the invitation's date instead of a place in line, and no way to move up", async () => {
    fetchMock.mockResolvedValue(answer({ ...member, position: 0, total: 12, referrals: 2, invitedAt: "2026-11-27T16:00:00.000Z" }));
    renderWithProviders(dashboard, { signedIn: true });
    expect(await screen.findByText("You're invited on November 27, 2026")).toBeInTheDocument();
    expect(screen.queryByText(/in line/)).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Move up the list" })).not.toBeInTheDocument();
  });
});
