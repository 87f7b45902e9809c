import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { palette } from "../../../styles/theme";
import { CheckboxField, EmailField, FileField, SelectField, TelField, TextAreaField, TextField, useFormFields } from "..";

describe("form fields", () => {
  it.each([
    ["text", () => <TextField label="First name" required />, "textbox"],
    ["email", () => <EmailField label="Work e-mail" required />, "textbox"],
    ["tel", () => <TelField label="Phone" required />, "textbox"],
    ["textarea", () => <TextAreaField label="Message" required />, "textbox"],
    ["select", () => <SelectField label="Country" required placeholder="Choose" options={[{ value: "us", label: "United States" }]} />, "combobox"],
    ["checkbox", () => <CheckboxField label="I'm not a robot" required />, "checkbox"],
  ] as const)("%s: labelled, required for assistive technology, the visual mark hidden", (_kind, make, role) => {
    const { container } = render(make());
    const control = screen.getByRole(role);
    expect(control).toBeRequired();
    expect(control).not.toHaveAttribute("aria-invalid");
    expect(control).not.toHaveAttribute("aria-describedby");
    expect(container.querySelector("[aria-hidden='true']")).toHaveTextContent("*");
    // The mark is not part of the accessible name, nor of the label's text.
    const label = container.querySelector("label");
    expect(label?.textContent).not.toContain("*");
    expect(control).toHaveAccessibleName(label?.textContent ?? "");
  });

  it("file: labelled and required", () => {
    render(<FileField label="Résumé" required accept=".pdf" />);
    const input = screen.getByLabelText("Résumé");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toBeRequired();
  });

  it("ties the hint and the error to the field, and marks it invalid", () => {
    render(<EmailField label="Work e-mail" hint="We reply within a day." error="Enter a valid e-mail address." />);
    const input = screen.getByRole("textbox", { name: "Work e-mail" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Enter a valid e-mail address. We reply within a day.");
    expect(screen.getByText("Enter a valid e-mail address.")).toBeVisible();
  });

  it("an optional field shows no mark and is not required", () => {
    const { container } = render(<TextField label="Company" />);
    expect(screen.getByRole("textbox", { name: "Company" })).not.toBeRequired();
    expect(container.querySelector("[aria-hidden='true']")).toBeNull();
  });

  it("gives each field its own ids, so two forms on a page do not cross their descriptions", () => {
    render(
      <>
        <TextField label="Name A" error="Error A" />
        <TextField label="Name B" error="Error B" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Name A" })).toHaveAccessibleDescription("Error A");
    expect(screen.getByRole("textbox", { name: "Name B" })).toHaveAccessibleDescription("Error B");
  });

  it("works with useFormFields' register: values of each kind reach the submit", async () => {
    const onValid = jest.fn();
    function Sample() {
      const { register, handleSubmit } = useFormFields<{ name: string; phone: string; body: string; country: string; robot: boolean; resume: FileList }>();
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField label="Name" {...register("name")} />
          <TelField label="Phone" {...register("phone")} />
          <TextAreaField label="Message" {...register("body")} />
          <SelectField label="Country" placeholder="Choose" options={[{ value: "ca", label: "Canada" }]} {...register("country")} />
          <CheckboxField label="I'm not a robot" {...register("robot")} />
          <FileField label="Résumé" {...register("resume")} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Sample />);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await userEvent.type(screen.getByRole("textbox", { name: "Phone" }), "+1 555 0100");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Country" }), "Canada");
    await userEvent.click(screen.getByRole("checkbox", { name: "I'm not a robot" }));
    const file = new File(["cv"], "cv.pdf", { type: "application/pdf" });
    await userEvent.upload(screen.getByLabelText("Résumé"), file);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onValid).toHaveBeenCalledTimes(1);
    const values = onValid.mock.calls[0][0];
    expect(values).toMatchObject({ name: "Ada", phone: "+1 555 0100", body: "Hello", country: "ca", robot: true });
    expect(values.resume[0]).toBe(file);
  });
});

/** WCAG 2.1 relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string): number => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("error and success colours", () => {
  it.each(["light", "dark"] as const)("meet AA (4.5:1) as text on every background they sit on (%s)", (scheme) => {
    const p = palette[scheme];
    for (const [fg, bg] of [
      [p.danger, p.bg],
      [p.danger, p.surface],
      [p.danger, p.surfaceRaised],
      [p.danger, p.dangerBg],
      [p.success, p.bg],
      [p.success, p.surface],
      [p.success, p.surfaceRaised],
      [p.success, p.successBg],
    ]) {
      expect({ fg, bg, passes: contrast(fg, bg) >= 4.5 }).toEqual({ fg, bg, passes: true });
    }
  });
});
