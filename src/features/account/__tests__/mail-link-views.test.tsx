import { act, screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../../test-utils/render";
import { LeadDialogsProvider } from "../../leads/components/lead-dialogs";
import { NEWSLETTER_CONFIRM_WORDS, NewsletterConfirmView } from "../../leads/components/newsletter-confirm-view";
import { NEWSLETTER_UNSUBSCRIBE_WORDS, NewsletterUnsubscribeView } from "../../leads/components/newsletter-unsubscribe-view";
import { VERIFY_EMAIL_WORDS, VerifyEmailView } from "../components/verify-email-view";

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const fetchMock = jest.fn();

/** Every word as its own key, so a test can tell which one is shown. */
const wordsOf = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, `[${k}]`])) as Record<K, string>;

const TOKEN = "A".repeat(43);
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

afterEach(() => window.history.replaceState(null, "", "/"));

const openAt = (address: string) => window.history.replaceState(null, "", address);

describe("/newsletter-confirm/", () => {
  const words = wordsOf(NEWSLETTER_CONFIRM_WORDS);
  /** The page's layout provides the lead dialogs ("Subscribe again" opens the newsletter's). */
  const page = () => (
    <LeadDialogsProvider>
      <NewsletterConfirmView words={words} />
    </LeadDialogsProvider>
  );

  it("confirms with the fragment's token on load, removes it from the address and shows the server's sentence in green", async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, msg: "Your subscription is confirmed. Our next newsletter will reach your inbox." }));
    openAt(`/newsletter-confirm/#token=${TOKEN}`);
    renderWithProviders(page());
    const done = await screen.findByText("Your subscription is confirmed. Our next newsletter will reach your inbox.");
    expect(done).toHaveAttribute("data-tone", "success");
    expect(calls("newsletter/confirm")).toHaveLength(1);
    expect(bodyOf(calls("newsletter/confirm")[0])).toEqual({ token: TOKEN });
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/newsletter-confirm/");
    expect(screen.getByRole("link", { name: "[blog]" })).toHaveAttribute("href", "/blog/");
    expect(screen.queryByRole("button", { name: "[subscribe]" })).not.toBeInTheDocument();
  });

  it("explains a spent or expired link and offers the newsletter dialog", async () => {
    fetchMock.mockResolvedValue(answer(400, { success: false, msg: "This confirmation link has expired (links work for 7 days). Subscribe again to get a new one." }));
    openAt(`/newsletter-confirm/#token=${TOKEN}`);
    renderWithProviders(page());
    expect(await screen.findByText(/has expired/)).toHaveAttribute("data-tone", "error");
    expect(screen.getByRole("button", { name: "[subscribe]" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("button", { name: "[retry]" })).not.toBeInTheDocument();
  });

  it("without a token says so and calls nothing", async () => {
    openAt("/newsletter-confirm/");
    renderWithProviders(page());
    expect(await screen.findByText("[missing]")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "[subscribe]" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("after a network failure offers another try with the same link", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(answer(200, { success: true, msg: "Confirmed." }));
    openAt(`/newsletter-confirm/#token=${TOKEN}`);
    const { user } = renderWithProviders(page());
    expect(await screen.findByText("[failed]")).toHaveAttribute("data-tone", "error");
    await user.click(screen.getByRole("button", { name: "[retry]" }));
    expect(await screen.findByText("Confirmed.")).toBeInTheDocument();
    expect(calls("newsletter/confirm").map(bodyOf)).toEqual([{ token: TOKEN }, { token: TOKEN }]);
    // The pressed button went away with the answer: focus moved to the answer, not to the page's start.
    expect(screen.getByText("Confirmed.").closest("[tabindex='-1']")).toHaveFocus();
  });
});

describe("/newsletter-unsubscribe/", () => {
  const words = { ...wordsOf(NEWSLETTER_UNSUBSCRIBE_WORDS), submit: "Unsubscribe", busy: "Unsubscribing..." };

  it("does nothing on load; the press unsubscribes once, says so while waiting, then shows the answer with focus on it", async () => {
    let release: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    openAt(`/newsletter-unsubscribe/#token=${TOKEN}`);
    const { user } = renderWithProviders(<NewsletterUnsubscribeView words={words} />);
    const button = await screen.findByRole("button", { name: "Unsubscribe" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.hash).toBe("");
    await user.click(button);
    expect(button).toHaveTextContent("Unsubscribing...");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    await user.click(button);
    expect(calls("newsletter/unsubscribe")).toHaveLength(1);
    await act(async () => release(answer(200, { success: true, msg: "You are unsubscribed. You will get no more newsletters from us." })));
    const done = await screen.findByText("You are unsubscribed. You will get no more newsletters from us.");
    expect(done).toHaveAttribute("data-tone", "success");
    expect(screen.queryByRole("button", { name: /Unsubscrib/ })).not.toBeInTheDocument();
    await waitFor(() => expect(done.closest("[tabindex='-1']")).toHaveFocus());
    expect(bodyOf(calls("newsletter/unsubscribe")[0])).toEqual({ token: TOKEN });
  });

  it("keeps the button after a failure, and shows an unknown link's sentence", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(503, { success: false, msg: "" }))
      .mockResolvedValueOnce(answer(400, { success: false, msg: "This unsubscribe link is not valid." }));
    openAt(`/newsletter-unsubscribe/#token=${TOKEN}`);
    const { user } = renderWithProviders(<NewsletterUnsubscribeView words={words} />);
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("[failed]")).toHaveAttribute("data-tone", "error");
    const button = screen.getByRole("button", { name: "Unsubscribe" });
    expect(button).toHaveFocus();
    await user.click(button);
    expect(await screen.findByText("This unsubscribe link is not valid.")).toHaveAttribute("data-tone", "error");
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
  });

  it("without a token shows no button", async () => {
    openAt("/newsletter-unsubscribe/");
    renderWithProviders(<NewsletterUnsubscribeView words={words} />);
    expect(await screen.findByText("[missing]")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("/verify-email/", () => {
  const words = wordsOf(VERIFY_EMAIL_WORDS);
  const me = (emailConfirmed: boolean) =>
    answer(200, { success: true, msg: "", username: "ada", email: "ada@example.com", date: "2026-11-24T09:00:00.000Z", position: 3, total: 9, referralCode: "ABCDEFGHJKLM", referrals: 0, referralBoost: 10, emailConfirmed });

  it("confirms on load, leads to the dashboard and asks users/me again for a signed-in tab", async () => {
    let confirmed = false;
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith("users/confirm-email")) {
        confirmed = true;
        return answer(200, { success: true, msg: "Your e-mail address is confirmed. Your place in line is secure." });
      }
      return me(confirmed);
    });
    openAt(`/verify-email/#token=${TOKEN}`);
    renderWithProviders(<VerifyEmailView words={words} />, { signedIn: true });
    expect(await screen.findByText("Your e-mail address is confirmed. Your place in line is secure.")).toHaveAttribute("data-tone", "success");
    expect(screen.getByRole("link", { name: "[dashboard]" })).toHaveAttribute("href", "/page-waitlist/");
    await waitFor(() => expect(calls("users/me")).toHaveLength(2));
    expect(bodyOf(calls("users/confirm-email")[0])).toEqual({ token: TOKEN });
  });

  it("shows the server's sentence for an unknown link, still with the way to the dashboard", async () => {
    fetchMock.mockResolvedValue(answer(400, { success: false, msg: "This confirmation link is not valid. Sign in and ask for a new one from your dashboard." }));
    openAt(`/verify-email/#token=${TOKEN}`);
    renderWithProviders(<VerifyEmailView words={words} />);
    expect(await screen.findByText(/not valid/)).toHaveAttribute("data-tone", "error");
    expect(screen.getByRole("link", { name: "[dashboard]" })).toBeInTheDocument();
    expect(calls("users/me")).toHaveLength(0);
  });
});
