import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../shared/lib/api";
import { DEMO_AUTO_CLOSE_MS } from "../../../shared/lib/constants";
import { LeadDialogButton, LeadDialogsProvider } from "../components/lead-dialogs";
import { accepted, leadWords } from "./support/lead-forms";

jest.mock("../../../shared/lib/api", () => ({
  api: {
    scheduleDemo: jest.fn(),
    subscribeNewsletter: jest.fn(),
    getUserCount: jest.fn(async () => ({ ok: true, data: { success: true, msg: "", count: 41 }, msg: "" })),
  },
}));

const strings = (words: Record<string, string>) => Object.entries(words).map(([key, text]) => ({ key, text }));

const wordsFile = {
  leadForms: { key: "leadForms", strings: strings({ ...leadWords }) },
  demo: {
    key: "demoDialog",
    heading: "Request a 15-minute demo",
    intro: "A 15-minute call.",
    strings: strings({ submit: "Schedule my demo", busy: "Scheduling...", close: "Close the demo request" }),
  },
  newsletter: {
    key: "newsletterDialog",
    heading: "Subscribe to our newsletter",
    intro: "Notes from the lab.",
    strings: strings({ submit: "Subscribe", busy: "Subscribing...", close: "Close the newsletter sign-up", join: "Join {count} people" }),
  },
  siteYaml: { newsletterBase: 6205 },
};

beforeEach(() => {
  // The words file the build writes (public/lead-dialog-words.json), fetched with the dialogs' code.
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => wordsFile })) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

function Page({ onOutcome }: { onOutcome?: () => void }) {
  return (
    <LeadDialogsProvider onOutcome={onOutcome}>
      <LeadDialogButton dialog="demo">Request a demo</LeadDialogButton>
      <LeadDialogButton dialog="newsletter">Newsletter</LeadDialogButton>
    </LeadDialogsProvider>
  );
}

describe("LeadDialogsProvider", () => {
  it("renders no dialog and fetches nothing until one is opened", () => {
    render(<Page />);
    expect(screen.getByRole("button", { name: "Request a demo" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(document.querySelector("dialog")).toBeNull();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("opens the demo dialog; after a success it closes 3 s later with focus back on its opener", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest.mocked(api.scheduleDemo).mockResolvedValue(accepted("Your demo request is in."));
    const onOutcome = jest.fn();
    render(<Page onOutcome={onOutcome} />);
    const opener = screen.getByRole("button", { name: "Request a demo" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Request a 15-minute demo" });
    expect(dialog).toHaveTextContent("A 15-minute call.");
    await user.click(screen.getByRole("textbox", { name: "First name" }));
    await user.paste("Ada");
    await user.click(screen.getByRole("textbox", { name: "Last name" }));
    await user.paste("Lovelace");
    await user.click(screen.getByRole("textbox", { name: "Email" }));
    await user.paste("ada@example.com");
    await user.click(screen.getByRole("textbox", { name: "Phone number" }));
    await user.paste("+1 202 000 0000");
    await user.click(screen.getByRole("textbox", { name: "Company name" }));
    await user.paste("Engines");
    await user.click(screen.getByRole("textbox", { name: "Message" }));
    await user.paste("Please show us.");
    await user.click(screen.getByRole("button", { name: "Schedule my demo" }));
    expect(await screen.findByText("Your demo request is in.")).toHaveAttribute("data-tone", "success");
    expect(onOutcome).toHaveBeenCalledWith("demo", "success");
    act(() => jest.advanceTimersByTime(DEMO_AUTO_CLOSE_MS - 100));
    expect(dialog).toHaveAttribute("open");
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
    expect(opener).toHaveFocus();
  }, 20_000);

  it("opens the newsletter dialog with the subscriber count, and a success leaves it open", async () => {
    jest.mocked(api.subscribeNewsletter).mockResolvedValue(accepted("You are subscribed."));
    render(<Page />);
    await userEvent.click(screen.getByRole("button", { name: "Newsletter" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscribe to our newsletter" });
    expect(await screen.findByText("Join 6.2k+ people")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("You are subscribed.")).toHaveAttribute("data-tone", "success");
    expect(dialog).toHaveAttribute("open");
  });
});
