import { globalHistory } from "@gatsbyjs/reach-router";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { Dialog, type DialogProps } from "../dialog";

/** Moves to another address the way Gatsby's links do (the promise waits for a router this test has not got). */
const go = (to: string): void => {
  act(() => {
    void globalHistory.navigate(to);
  });
};

/** A page with a button that opens the dialog, and another control that can take focus back instead. */
function Harness(props: Partial<DialogProps> & { returnToOther?: boolean }) {
  const [open, setOpen] = useState(false);
  const other = useRef<HTMLButtonElement>(null);
  const { returnToOther, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <button type="button" ref={other}>
        Other control
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Settings"
        closeLabel="Close settings"
        returnFocusRef={returnToOther ? other : undefined}
        {...rest}
      >
        <p>Choose what to keep.</p>
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

const openIt = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Open settings" }));
  return screen.getByRole("dialog", { name: "Settings" });
};

describe("Dialog", () => {
  it("is hidden until opened, then shows as a dialog named by its title with focus inside", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const dialog = await openIt(user);
    expect(dialog).toBeVisible();
    expect(screen.getByRole("heading", { name: "Settings" })).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("stays open when opened again before the browser's close event of the last closing arrives", async () => {
    // Browsers dispatch "close" a task after close(), having already given focus back: a quick press reopens first.
    const close = HTMLDialogElement.prototype.close;
    const queued: (() => void)[] = [];
    HTMLDialogElement.prototype.close = function queuedClose(this: HTMLDialogElement) {
      this.removeAttribute("open");
      queued.push(() => this.dispatchEvent(new Event("close")));
    };
    try {
      const user = userEvent.setup();
      render(<Harness />);
      await openIt(user);
      await user.click(screen.getByRole("button", { name: "Close settings" }));
      expect(queued).toHaveLength(1);
      await user.click(screen.getByRole("button", { name: "Open settings" }));
      act(() => queued.splice(0).forEach((dispatch) => dispatch()));
      expect(screen.getByRole("dialog", { name: "Settings" })).toBeVisible();
    } finally {
      HTMLDialogElement.prototype.close = close;
    }
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openIt(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open settings" })).toHaveFocus();
  });

  it("closes on its close button, whose name comes from the caller", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openIt(user);
    await user.click(screen.getByRole("button", { name: "Close settings" }));
    expect(dialog).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open settings" })).toHaveFocus();
  });

  it("closes on a backdrop click but not on a click inside", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openIt(user);
    await user.click(screen.getByText("Choose what to keep."));
    expect(dialog).toBeVisible();
    // A click on the <dialog> element itself is a click on its backdrop.
    await user.click(dialog);
    expect(dialog).not.toBeVisible();
  });

  it("stays open on a backdrop click when asked to", async () => {
    const user = userEvent.setup();
    render(<Harness closeOnBackdrop={false} />);
    const dialog = await openIt(user);
    await user.click(dialog);
    expect(dialog).toBeVisible();
  });

  it("returns focus to the element the caller names", async () => {
    const user = userEvent.setup();
    render(<Harness returnToOther />);
    await openIt(user);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Other control" })).toHaveFocus();
  });

  it("closes on a route change when asked to, not on a hash change", async () => {
    const user = userEvent.setup();
    render(<Harness closeOnRouteChange />);
    const dialog = await openIt(user);
    go("#details");
    expect(dialog).toBeVisible();
    go("/page-pricing/");
    expect(dialog).not.toBeVisible();
  });

  it("stays open on a route change by default", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openIt(user);
    go("/blog/");
    expect(dialog).toBeVisible();
  });

  it("can keep its title for assistive technology only, and leave the close button to its content", async () => {
    const user = userEvent.setup();
    render(<Harness hideTitle closeLabel={undefined} />);
    const dialog = await openIt(user);
    expect(screen.getByRole("heading", { name: "Settings" })).toHaveClass("visually-hidden");
    expect(screen.queryByRole("button", { name: "Close settings" })).not.toBeInTheDocument();
    expect(dialog).toBeVisible();
  });
});
