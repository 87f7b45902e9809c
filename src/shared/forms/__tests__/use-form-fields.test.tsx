import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useFormFields, type FormFields } from "../use-form-fields";

interface Values {
  password: string;
  confirm: string;
  country: string;
  robot: boolean;
  resume: FileList | null;
}

const defaults: Values = { password: "", confirm: "", country: "ca", robot: false, resume: null };

/** A plain form on the hook; `expose` hands the hook's result to the test for the calls a user cannot make. */
function Sample({ onValid, expose }: { onValid: (values: Values) => void; expose?: (form: FormFields<Values>) => void }) {
  const form = useFormFields<Values>({ defaultValues: defaults });
  expose?.(form);
  const { errors } = form.formState;
  const error = (name: keyof Values) => (errors[name] ? <p>{errors[name]?.message}</p> : null);
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <label>
        Password
        <input
          type="password"
          {...form.register("password", { required: "Enter a password.", minLength: { value: 8, message: "Use 8 characters or more." } })}
        />
      </label>
      {error("password")}
      <label>
        Confirm
        <input type="password" {...form.register("confirm", { validate: (value, all) => value === all.password || "Passwords do not match." })} />
      </label>
      {error("confirm")}
      <label>
        Country
        <select {...form.register("country", { required: "Choose a country." })}>
          <option value="">Choose</option>
          <option value="ca">Canada</option>
          <option value="us">United States</option>
        </select>
      </label>
      {error("country")}
      <label>
        <input type="checkbox" {...form.register("robot", { required: "Tick the box." })} />I am not a robot
      </label>
      {error("robot")}
      <label>
        Résumé
        <input type="file" {...form.register("resume", { required: "Choose a file." })} />
      </label>
      {error("resume")}
      <button type="submit">Send</button>
    </form>
  );
}

const password = () => screen.getByLabelText("Password");
const confirm = () => screen.getByLabelText("Confirm");
const country = () => screen.getByRole("combobox", { name: "Country" });
const robot = () => screen.getByRole("checkbox", { name: "I am not a robot" });
const resume = () => screen.getByLabelText("Résumé");
const send = () => userEvent.click(screen.getByRole("button", { name: "Send" }));
const cv = new File(["cv"], "cv.pdf", { type: "application/pdf" });

async function fillValid(): Promise<void> {
  await userEvent.type(password(), "correct horse");
  await userEvent.type(confirm(), "correct horse");
  await userEvent.click(robot());
  await userEvent.upload(resume(), cv);
}

describe("useFormFields", () => {
  it("starts from the default values: the select shows its default, the box is unticked", () => {
    render(<Sample onValid={jest.fn()} />);
    expect(country()).toHaveValue("ca");
    expect(robot()).not.toBeChecked();
    expect(password()).toHaveValue("");
  });

  it("shows no error while typing before the first submit", async () => {
    render(<Sample onValid={jest.fn()} />);
    await userEvent.type(password(), "abc");
    await userEvent.clear(password());
    expect(screen.queryByText("Enter a password.")).not.toBeInTheDocument();
  });

  it("refuses an empty submit with one message per field, and sends nothing", async () => {
    const onValid = jest.fn();
    render(<Sample onValid={onValid} />);
    await userEvent.selectOptions(country(), "Choose");
    await send();
    for (const message of ["Enter a password.", "Choose a country.", "Tick the box.", "Choose a file."]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // Confirm has no required rule and matches the empty password.
    expect(screen.queryByText("Passwords do not match.")).not.toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("after a submit, re-checks a field on each change: an error goes when fixed, another takes its place", async () => {
    render(<Sample onValid={jest.fn()} />);
    await send();
    await userEvent.type(password(), "short");
    expect(screen.queryByText("Enter a password.")).not.toBeInTheDocument();
    expect(screen.getByText("Use 8 characters or more.")).toBeInTheDocument();
    await userEvent.type(password(), " enough");
    expect(screen.queryByText("Use 8 characters or more.")).not.toBeInTheDocument();
    await userEvent.click(robot());
    expect(screen.queryByText("Tick the box.")).not.toBeInTheDocument();
    await userEvent.upload(resume(), cv);
    expect(screen.queryByText("Choose a file.")).not.toBeInTheDocument();
    await userEvent.selectOptions(country(), "Choose");
    expect(screen.getByText("Choose a country.")).toBeInTheDocument();
    await userEvent.selectOptions(country(), "United States");
    expect(screen.queryByText("Choose a country.")).not.toBeInTheDocument();
  });

  it("checks a field against another field's value", async () => {
    const onValid = jest.fn();
    render(<Sample onValid={onValid} />);
    await fillValid();
    await userEvent.type(confirm(), "!");
    await send();
    expect(screen.getByText("Passwords do not match.")).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.type(confirm(), "{Backspace}");
    expect(screen.queryByText("Passwords do not match.")).not.toBeInTheDocument();
    await send();
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it("gives a checkbox as a boolean, a file input as its FileList, a select as the chosen value", async () => {
    const onValid = jest.fn();
    render(<Sample onValid={onValid} />);
    await fillValid();
    await userEvent.selectOptions(country(), "United States");
    await send();
    const values = onValid.mock.calls[0][0] as Values;
    expect(values).toMatchObject({ password: "correct horse", confirm: "correct horse", country: "us", robot: true });
    expect(values.resume).toHaveLength(1);
    expect(values.resume?.[0]).toBe(cv);
  });

  it("keeps what was typed when errors re-render the form", async () => {
    render(<Sample onValid={jest.fn()} />);
    await userEvent.type(confirm(), "typed");
    await send();
    expect(screen.getByText("Enter a password.")).toBeInTheDocument();
    expect(confirm()).toHaveValue("typed");
  });

  it("setValue, getValues, setError, clearErrors, setFocus and reset do what they say", async () => {
    let form: FormFields<Values> | undefined;
    render(<Sample onValid={jest.fn()} expose={(f) => (form = f)} />);
    const api = () => form as FormFields<Values>;
    act(() => api().setValue("country", "us"));
    act(() => api().setValue("robot", true));
    expect(country()).toHaveValue("us");
    expect(robot()).toBeChecked();
    await userEvent.type(password(), "hunter22");
    expect(api().getValues()).toMatchObject({ password: "hunter22", country: "us", robot: true });

    act(() => api().setError("password", { message: "This password was found in a breach." }));
    expect(screen.getByText("This password was found in a breach.")).toBeInTheDocument();
    act(() => api().clearErrors("password"));
    expect(screen.queryByText("This password was found in a breach.")).not.toBeInTheDocument();

    act(() => api().setFocus("confirm"));
    expect(confirm()).toHaveFocus();

    await send();
    expect(screen.getByText("Choose a file.")).toBeInTheDocument();
    act(() => api().reset());
    expect(screen.queryByText("Choose a file.")).not.toBeInTheDocument();
    expect(password()).toHaveValue("");
    expect(country()).toHaveValue("ca");
    expect(robot()).not.toBeChecked();
    // After a reset, typing no longer shows errors until the next submit.
    await userEvent.type(password(), "x");
    expect(screen.queryByText("Use 8 characters or more.")).not.toBeInTheDocument();
  });
});
