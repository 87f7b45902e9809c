// Its own file: the dialogs' code, once loaded, is kept for the whole page session (module state), so the failed
// first opening must happen in a fresh module registry.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LeadDialogButton, LeadDialogsProvider } from "../components/lead-dialogs";
import { leadWords } from "./support/lead-forms";

jest.mock("../../../shared/lib/api", () => ({
  api: { getUserCount: jest.fn(async () => ({ ok: true, data: { success: true, msg: "", count: 41 }, msg: "" })) },
}));

const strings = (words: Record<string, string>) => Object.entries(words).map(([key, text]) => ({ key, text }));
const wordsFile = {
  leadForms: { key: "leadForms", strings: strings({ ...leadWords }) },
  demo: { key: "demoDialog", heading: "Request a 15-minute demo", intro: null, strings: strings({ submit: "Schedule my demo", busy: "Scheduling...", close: "Close" }) },
  newsletter: { key: "newsletterDialog", heading: "Subscribe", intro: null, strings: strings({ submit: "Subscribe", busy: "Subscribing...", close: "Close", join: "Join {count}" }) },
  siteYaml: { newsletterBase: 6205 },
};

it("opens nothing while the dialogs cannot be fetched, and the next press tries again", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  global.fetch = jest
    .fn()
    .mockRejectedValueOnce(new TypeError("Failed to fetch"))
    .mockResolvedValue({ ok: true, status: 200, json: async () => wordsFile }) as unknown as typeof fetch;
  render(
    <LeadDialogsProvider>
      <LeadDialogButton dialog="demo">Request a demo</LeadDialogButton>
    </LeadDialogsProvider>,
  );
  const opener = screen.getByRole("button", { name: "Request a demo" });
  await userEvent.click(opener);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(error).toHaveBeenCalledWith("The form dialog could not be loaded.", expect.any(TypeError));

  await userEvent.click(opener);
  expect(await screen.findByRole("dialog", { name: "Request a 15-minute demo" })).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledTimes(2);
  error.mockRestore();
});
