import { screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { renderWithProviders } from "../../../../test-utils/render";
import { RESET_WORDS, ResetAskForm, ResetChooseForm, type ResetWords } from "../reset-forms";
import { SIGN_IN_WORDS, SignInForm } from "../sign-in-form";

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(navigate).mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

/** Every word as its own key, so a test can tell which one is shown. */
const wordsOf = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, `[${k}]`])) as Record<K, string>;

describe("SignInForm", () => {
  const words = { ...wordsOf(SIGN_IN_WORDS), email: "Email", password: "Password", remember: "Remember me?", submit: "Log in", busy: "Logging in..." };

  it("shows Logging in... while waiting, stores the session and returns to the page that sent the visitor", async () => {
    let release: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith("users/login")
        ? new Promise((resolve) => (release = resolve))
        : answer(200, { success: true, msg: "", username: "a", email: "a@b.co", date: "2025-01-01", position: 1, total: 1, referralCode: "x", referrals: 0, referralBoost: 10, emailConfirmed: true }),
    );
    const { user } = renderWithProviders(<SignInForm words={words} from="/page-apply/3/" label="Log in" />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("button", { name: "Logging in..." })).toBeInTheDocument();
    release(answer(200, { success: true, msg: "You are signed in.", user: { _id: "u-1" }, token: "T".repeat(43) }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/page-apply/3/"));
    await waitFor(() => expect(sessionStorage.getItem("token")).toBe("T".repeat(43)));
    expect(localStorage.getItem("token")).toBeNull();
    expect([localStorage.getItem("id"), sessionStorage.getItem("id")]).toEqual(["u-1", "u-1"]);
    // The service keeps a session without Remember me for hours, not days.
    const login = fetchMock.mock.calls.find(([url]) => String(url).endsWith("users/login"));
    expect(JSON.parse(String(login?.[1].body))).toEqual({ email: "ada@example.com", password: "secret", remember: false });
  });

  it.each([
    [answer(401, { success: false, msg: "The e-mail address or password is incorrect." }), "The e-mail address or password is incorrect."],
    [answer(401, { success: false, msg: "" }), "[failed]"],
    [answer(502, "<html>"), "[serverError]"],
  ])("shows msg, else Login failed, else Server error (%#)", async (response, shown) => {
    fetchMock.mockResolvedValue(response);
    const { user } = renderWithProviders(<SignInForm words={words} label="Log in" />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("reset forms", () => {
  const words: ResetWords = {
    ...wordsOf(RESET_WORDS),
    email: "Email",
    robot: "I'm not a robot",
    submit: "Send reset link",
    newPassword: "New password",
    confirmPassword: "New password again",
    chooseSubmit: "Change password",
    askAgain: "Ask for a new reset link",
  };

  it("blocks asking for a link until the robot box is ticked", async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, msg: "Sent." }));
    const { user } = renderWithProviders(<ResetAskForm words={words} label="Reset password" />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("[robotRequired]")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText("I'm not a robot"));
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Sent.")).toHaveAttribute("data-tone", "success");
  });

  it("refuses a spent link as the page opens, before any password is typed, with a way to ask for a new one", async () => {
    fetchMock.mockResolvedValue(answer(400, { success: false, msg: "This password reset link has already been used." }));
    const askAgain = jest.fn();
    const { user } = renderWithProviders(<ResetChooseForm words={words} token={"t".repeat(43)} onAskAgain={askAgain} />);
    expect(screen.getByText("[checking]")).toBeInTheDocument();
    expect(await screen.findByText("This password reset link has already been used.")).toHaveAttribute("data-tone", "error");
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/users/passwordreset/check"]);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({ token: "t".repeat(43) });
    await user.click(screen.getByRole("button", { name: "Ask for a new reset link" }));
    expect(askAgain).toHaveBeenCalled();
  });

  it("refuses two different passwords, and offers a new link when the server refuses the link", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith("passwordreset/check")
        ? answer(200, { success: true, msg: "This password reset link works." })
        : answer(400, { success: false, msg: "This password reset link has expired." }),
    );
    const askAgain = jest.fn();
    const { user } = renderWithProviders(<ResetChooseForm words={words} token={"t".repeat(43)} onAskAgain={askAgain} />);
    await user.type(await screen.findByLabelText("New password"), "a brand new password");
    await user.type(screen.getByLabelText("New password again"), "another");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("[mismatch]")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.clear(screen.getByLabelText("New password again"));
    await user.type(screen.getByLabelText("New password again"), "a brand new password");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("This password reset link has expired.")).toHaveAttribute("data-tone", "error");
    expect(JSON.parse(fetchMock.mock.calls[1][1].body as string)).toEqual({ token: "t".repeat(43), password: "a brand new password" });
    await user.click(screen.getByRole("button", { name: "Ask for a new reset link" }));
    expect(askAgain).toHaveBeenCalled();
  });
});
