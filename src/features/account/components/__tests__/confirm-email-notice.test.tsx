import { act, screen } from "@testing-library/react";
import { renderWithProviders } from "../../../../test-utils/render";
import { ConfirmEmailNotice } from "../confirm-email-notice";

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

const words = {
  confirmHeading: "Confirm your e-mail to secure your place",
  confirmBody: "Follow the link we sent to {email}.",
  resend: "Resend the link",
  resendBusy: "Sending...",
  resendSent: "[sent]",
  resendFailed: "[resendFailed]",
};

const resends = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("users/confirm-email/resend"));

describe("the dashboard's confirm notice", () => {
  it("names the address; Resend sends one signed-in request at a time and shows the answer, then the wait sentence", async () => {
    let release: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith("users/confirm-email/resend")
        ? new Promise((resolve) => (release = resolve))
        : answer(200, { success: true, msg: "", username: "ada", email: "ada@example.com", date: "2026-11-24T09:00:00.000Z", position: 3, total: 9, referralCode: "ABCDEFGHJKLM", referrals: 0, referralBoost: 10, emailConfirmed: false }),
    );
    const { user } = renderWithProviders(<ConfirmEmailNotice email="ada@example.com" words={words} />, { signedIn: true });
    expect(screen.getByRole("region", { name: "Confirm your e-mail to secure your place" })).toHaveTextContent("Follow the link we sent to ada@example.com.");
    const button = screen.getByRole("button", { name: "Resend the link" });
    await user.click(button);
    expect(button).toHaveTextContent("Sending...");
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(button);
    expect(resends()).toHaveLength(1);
    expect((resends()[0][1] as RequestInit).headers).toMatchObject({ Authorization: "Bearer test-session-token" });
    await act(async () => release(answer(200, { success: true, msg: "We sent a new confirmation link. Check your inbox." })));
    expect(await screen.findByText("We sent a new confirmation link. Check your inbox.")).toHaveAttribute("data-tone", "success");
    expect(button).toHaveTextContent("Resend the link");
    expect(button).not.toHaveAttribute("aria-disabled");

    await user.click(button);
    await act(async () => release(answer(429, { success: false, msg: "We sent a link a moment ago. Please wait 10 minutes before asking for another." })));
    expect(await screen.findByText(/Please wait 10 minutes/)).toHaveAttribute("data-tone", "error");
    expect(screen.queryByText("We sent a new confirmation link. Check your inbox.")).not.toBeInTheDocument();
  });

  it("says so when no answer came", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user } = renderWithProviders(<ConfirmEmailNotice email="ada@example.com" words={words} />);
    await user.click(screen.getByRole("button", { name: "Resend the link" }));
    expect(await screen.findByText("[resendFailed]")).toHaveAttribute("data-tone", "error");
  });
});
