import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "../components/contact-form";
import { accepted, leadWords } from "./support/lead-forms";

const contactWords = {
  submit: "Send message",
  busy: "Submitting...",
  formName: "Contact form",
  subject: "Subject",
  subjectPlaceholder: "Choose a subject",
  otherChoice: "Other",
  otherSubject: "Your subject",
  otherSubjectRequired: "Please tell us what your message is about.",
};
const subjects = ["Product Inquiry", "Media / Press", "Other"];

function setup() {
  const client = { submitContact: jest.fn(async () => accepted("Thanks, we will answer soon.")) };
  render(<ContactForm words={leadWords} contactWords={contactWords} subjects={subjects} client={client} />);
  return client;
}

describe("ContactForm", () => {
  it("requires names, e-mail and message only; phone and company are optional", async () => {
    const client = setup();
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Please enter your email address.");
    expect(screen.getByRole("textbox", { name: "Phone number (optional)" })).not.toBeRequired();
    expect(screen.getByRole("textbox", { name: "Company name (optional)" })).not.toHaveAccessibleDescription();
    expect(client.submitContact).not.toHaveBeenCalled();
  });

  it("reveals a required free-text subject for Other, and sends that text as the subject", async () => {
    const client = setup();
    expect(screen.queryByRole("textbox", { name: "Your subject" })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Subject (optional)" }), "Other");
    const other = screen.getByRole("textbox", { name: "Your subject" });
    await userEvent.type(screen.getByRole("textbox", { name: "First name" }), "Grace");
    await userEvent.type(screen.getByRole("textbox", { name: "Last name" }), "Hopper");
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "grace@example.com");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(other).toHaveFocus();
    expect(other).toHaveAccessibleDescription("Please tell us what your message is about.");
    await userEvent.type(other, "A school visit");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thanks, we will answer soon.")).toBeInTheDocument();
    expect(client.submitContact).toHaveBeenCalledWith(
      expect.objectContaining({ subject: "A school visit", first_name: "Grace", phone_number: undefined, company_name: undefined }),
    );
  });
});
