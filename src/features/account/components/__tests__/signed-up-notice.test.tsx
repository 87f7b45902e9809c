import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignedUpNotice } from "../signed-up-notice";

const words = { signedUpSignIn: "Sign in", signedUpDismiss: "Dismiss this message" };
const msg = "Your account has been created. You can sign in now.";

describe("the sign-up notice on /blog-classic", () => {
  it("fills its polite status region after mount, offers sign-in and takes itself out of history state", () => {
    window.history.replaceState({ key: "k1", signedUp: { email: "ada@example.com", msg } }, "");
    render(<SignedUpNotice state={window.history.state} words={words} />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent(msg);
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(window.history.state).toEqual({ key: "k1" });
  });

  it("shows the sentence as text, never as markup", () => {
    render(<SignedUpNotice state={{ signedUp: { email: "ada@example.com", msg: "<b>bold</b>" } }} words={words} />);
    expect(screen.getByText("<b>bold</b>")).toBeInTheDocument();
  });

  it("keeps an empty region without a notice in history state, and Dismiss empties it", async () => {
    const { rerender } = render(<SignedUpNotice state={{ key: "k2" }} words={words} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    rerender(<SignedUpNotice state={{ signedUp: { email: "ada@example.com", msg } }} words={words} />);
    await userEvent.click(screen.getByRole("button", { name: "Dismiss this message" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
