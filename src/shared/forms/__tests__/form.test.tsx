import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EmailField, Form, SubmitButton, TextField, useFormFields, type FormOutcome, type FormResult } from "..";

interface Values {
  name: string;
  email: string;
}

const words = { success: "Thanks, we got it.", failed: "Something went wrong. Please try again." };

function Sample({
  send,
  onOutcome,
  resetOnSuccess,
  replaceOnSuccess,
}: {
  send: (values: Values) => Promise<FormResult>;
  onOutcome?: (outcome: FormOutcome, result?: FormResult) => void;
  resetOnSuccess?: boolean;
  replaceOnSuccess?: { again?: string; onAgain?: () => void };
}) {
  const form = useFormFields<Values>({ defaultValues: { name: "", email: "" } });
  const { errors } = form.formState;
  return (
    <Form
      form={form}
      onSubmit={send}
      words={words}
      onOutcome={onOutcome}
      resetOnSuccess={resetOnSuccess}
      replaceOnSuccess={replaceOnSuccess}
      aria-label="Request a demo"
    >
      <TextField label="Name" required error={errors.name?.message} {...form.register("name", { required: "Enter your name." })} />
      <EmailField label="E-mail" required error={errors.email?.message} {...form.register("email", { required: "Enter your e-mail." })} />
      <SubmitButton label="Send" busyLabel="Submitting..." />
    </Form>
  );
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const fill = async (): Promise<void> => {
  await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Ada Lovelace");
  await userEvent.type(screen.getByRole("textbox", { name: "E-mail" }), "ada@example.com");
};

describe("Form", () => {
  it("turns off the browser's own checks and has an empty polite status region", () => {
    render(<Sample send={jest.fn()} />);
    expect(screen.getByRole("form", { name: "Request a demo" })).toHaveAttribute("novalidate");
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toBeEmptyDOMElement();
  });

  it("refuses an empty submit: errors tied to their fields, focus on the first invalid one, nothing sent", async () => {
    const send = jest.fn();
    const onOutcome = jest.fn();
    render(<Sample send={send} onOutcome={onOutcome} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const email = screen.getByRole("textbox", { name: "E-mail" });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter your e-mail.");
    expect(screen.getByRole("textbox", { name: "Name" })).not.toHaveAttribute("aria-invalid");
    expect(send).not.toHaveBeenCalled();
    expect(onOutcome).toHaveBeenCalledWith("invalid");

    await userEvent.clear(screen.getByRole("textbox", { name: "Name" }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus());
  });

  it("clears a field's error as soon as it is fixed", async () => {
    render(<Sample send={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const name = screen.getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    await userEvent.type(name, "A");
    await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText("Enter your name.")).not.toBeInTheDocument();
  });

  it("shows 'Submitting...' while sending, then the server's message in green, and sends once", async () => {
    const answer = deferred<FormResult>();
    const send = jest.fn(() => answer.promise);
    const onOutcome = jest.fn();
    render(<Sample send={send} onOutcome={onOutcome} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const busy = await screen.findByRole("button", { name: "Submitting..." });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(busy);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: "Ada Lovelace", email: "ada@example.com" });
    await act(async () => answer.resolve({ ok: true, msg: "Demo request received." }));
    expect(screen.getByRole("status")).toHaveTextContent("Demo request received.");
    expect(screen.getByText("Demo request received.")).toHaveAttribute("data-tone", "success");
    expect(screen.getByRole("button", { name: "Send" })).not.toHaveAttribute("aria-disabled");
    expect(onOutcome).toHaveBeenCalledWith("success", { ok: true, msg: "Demo request received." });
  });

  it("shows a refusal in red, as text not HTML, and keeps what was typed", async () => {
    const msg = "<b>Too many requests</b>, try later.";
    render(<Sample send={async () => ({ ok: false, msg })} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const status = screen.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(msg));
    expect(status.querySelector("b")).toBeNull();
    expect(screen.getByText(msg)).toHaveAttribute("data-tone", "error");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Ada Lovelace");
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveValue("ada@example.com");
  });

  it("falls back to its own words when the server sends none, and when the call throws", async () => {
    const onOutcome = jest.fn();
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const send = jest.fn<Promise<FormResult>, [Values]>().mockResolvedValueOnce({ ok: true }).mockRejectedValueOnce(new Error("offline"));
      render(<Sample send={send} onOutcome={onOutcome} />);
      await fill();
      await userEvent.click(screen.getByRole("button", { name: "Send" }));
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(words.success));
      await userEvent.click(screen.getByRole("button", { name: "Send" }));
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(words.failed));
      expect(onOutcome.mock.calls.map(([outcome]) => outcome)).toEqual(["success", "error"]);
    } finally {
      error.mockRestore();
    }
  });

  it("clears the fields after a success when asked", async () => {
    render(<Sample send={async () => ({ ok: true, msg: "Subscribed." })} resetOnSuccess />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Subscribed."));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
  });

  it("shows a success in place of the form, with focus on it, and starts over empty with the again button", async () => {
    const send = jest.fn(async () => ({ ok: true as const, msg: "Demo request received." }));
    const onAgain = jest.fn();
    render(<Sample send={send} replaceOnSuccess={{ again: "Send another", onAgain }} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const outcome = await screen.findByText("Demo request received.");
    expect(outcome).toHaveFocus();
    expect(screen.getByRole("status")).toContainElement(outcome);
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Send another" }));
    expect(onAgain).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("keeps the form as typed when the server refuses, even when a success would replace it", async () => {
    render(<Sample send={async () => ({ ok: false, msg: "Too many requests." })} replaceOnSuccess={{ again: "Send another" }} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Too many requests."));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Ada Lovelace");
    expect(screen.queryByRole("button", { name: "Send another" })).toBeNull();
  });

  it("ignores an answer that arrives after the form is gone", async () => {
    const answer = deferred<FormResult>();
    const onOutcome = jest.fn();
    const error = jest.spyOn(console, "error");
    try {
      const { unmount } = render(<Sample send={() => answer.promise} onOutcome={onOutcome} />);
      await fill();
      await userEvent.click(screen.getByRole("button", { name: "Send" }));
      await screen.findByRole("button", { name: "Submitting..." });
      unmount();
      await act(async () => answer.resolve({ ok: true, msg: "Late." }));
      expect(onOutcome).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
