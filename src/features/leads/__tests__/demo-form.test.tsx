import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ApiResult } from "../../../shared/lib/api";
import type { ApiEnvelope, DemoRequest } from "../../../lib/api-contract";
import { DemoForm } from "../components/demo-form";
import { accepted, deferred, leadWords, offline, refused } from "./support/lead-forms";

const submitWords = { submit: "Schedule my demo", busy: "Scheduling..." };

function setup(scheduleDemo: (body: DemoRequest) => Promise<ApiResult<ApiEnvelope>>) {
  const onOutcome = jest.fn();
  const client = { scheduleDemo: jest.fn(scheduleDemo) };
  render(<DemoForm words={leadWords} submitWords={submitWords} label="Request a demo" onOutcome={onOutcome} client={client} />);
  return { client, onOutcome };
}

async function fillAll(): Promise<void> {
  await userEvent.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
  await userEvent.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
  await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await userEvent.type(screen.getByRole("textbox", { name: "Phone number" }), "+1-202-000-0000");
  await userEvent.type(screen.getByRole("textbox", { name: "Company name" }), "Analytical Engines");
  await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Classrooms, please.");
}

describe("DemoForm", () => {
  it("has an e-mail field of type email and a phone field of type tel, all six required", () => {
    setup(async () => accepted("ok"));
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAttribute("type", "tel");
    for (const name of ["First name", "Last name", "Email", "Phone number", "Company name", "Message"]) {
      expect(screen.getByRole("textbox", { name })).toBeRequired();
    }
  });

  it("refuses an empty submit with every field's message tied to it, focus on the first, nothing sent", async () => {
    const { client, onOutcome } = setup(async () => accepted("ok"));
    await userEvent.click(screen.getByRole("button", { name: "Schedule my demo" }));
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveAccessibleDescription("Please enter your first name.");
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveAccessibleDescription("Please enter your company name.");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription("Please enter a message.");
    expect(client.scheduleDemo).not.toHaveBeenCalled();
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it("sends the fields with the spam signals, shows Scheduling... meanwhile, ignores a second press, then the server's sentence", async () => {
    const answer = deferred<ApiResult<ApiEnvelope>>();
    const { client, onOutcome } = setup(() => answer.promise);
    await fillAll();
    const button = screen.getByRole("button", { name: "Schedule my demo" });
    await userEvent.click(button);
    expect(button).toHaveTextContent("Scheduling...");
    expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    expect(client.scheduleDemo).toHaveBeenCalledTimes(1);
    expect(client.scheduleDemo.mock.calls[0][0]).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone_number: "+1-202-000-0000",
      company_name: "Analytical Engines",
      message: "Classrooms, please.",
      website: "",
      elapsed_ms: expect.any(Number) as number,
    });
    await act(async () => answer.resolve(accepted("Your demo request is in. We will be in touch.")));
    expect(screen.getByRole("status")).toHaveTextContent("Your demo request is in. We will be in touch.");
    expect(screen.getByText("Your demo request is in. We will be in touch.")).toHaveAttribute("data-tone", "success");
    expect(onOutcome).toHaveBeenCalledWith("success");
  });

  it("shows a refusal in red and keeps what was typed; a request without an answer shows Registration failed", async () => {
    let next = refused("Phone number must be a phone number such as +1-202-000-0000.");
    const { onOutcome } = setup(async () => next);
    await fillAll();
    await userEvent.click(screen.getByRole("button", { name: "Schedule my demo" }));
    expect(await screen.findByText("Phone number must be a phone number such as +1-202-000-0000.")).toHaveAttribute("data-tone", "error");
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveValue("Analytical Engines");
    expect(onOutcome).toHaveBeenLastCalledWith("failed");

    next = offline;
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole("button", { name: "Schedule my demo" }));
    expect(await screen.findByText("Registration failed")).toHaveAttribute("data-tone", "error");
    expect(onOutcome).toHaveBeenLastCalledWith("error");
  });

  it("shows server text as text, never as markup", async () => {
    setup(async () => refused("<img src=x onerror=alert(1)>"));
    await fillAll();
    await userEvent.click(screen.getByRole("button", { name: "Schedule my demo" }));
    expect(await screen.findByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });

  it("carries a honeypot that people never reach: hidden from assistive technology and out of the tab order", () => {
    setup(async () => accepted("ok"));
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).not.toBeInTheDocument();
    const trap = screen.getByLabelText("Leave this field empty", { selector: "input" });
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });
});
