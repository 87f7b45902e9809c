// Its own file: the dialogs' code, once loaded, is kept for the whole page session (module state), so the failed
// first opening must happen in a fresh module registry.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LeadDialogButton, LeadDialogsProvider } from "../components/lead-dialogs";

jest.mock("../../../shared/lib/api", () => ({
  api: { getUserCount: jest.fn(async () => ({ ok: true, data: { success: true, msg: "", count: 41 }, msg: "" })) },
}));

/** Each time the dialogs' chunk is asked for; the first time, the network is down. */
let mockRequests = 0;
jest.mock("../components/lead-dialog-host", () => {
  mockRequests += 1;
  if (mockRequests === 1) throw new TypeError("Failed to fetch");
  return jest.requireActual("../components/lead-dialog-host");
});

it("opens nothing while the dialogs cannot be fetched, and the next press tries again", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
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
  expect(mockRequests).toBe(2);
  error.mockRestore();
});
