import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PROFILE_URLS, type JobApplicationFields } from "../../../lib/api-contract";
import type { ApiResult, CallOptions } from "../../../shared/lib/api";
import type { ApiEnvelope } from "../../../lib/api-contract";
import { leadWords } from "../../leads/__tests__/support/lead-forms";
import { ApplicationForm, type ApplicationWords } from "../components/application-form";

const words: ApplicationWords = {
  formName: "Job application",
  position: "Position",
  phonePlaceholder: "+1-202-000-0000",
  linkedin: "LinkedIn profile URL",
  linkedinRequired: "Please enter your LinkedIn profile URL.",
  github: "GitHub profile URL",
  portfolio: "Portfolio URL",
  portfolioInvalid: "Please enter a web address starting with https://.",
  coverLetter: "Cover letter",
  country: "Country",
  countryPlaceholder: "Choose a country",
  otherCountryChoice: "Other",
  otherCountry: "Your country",
  resume: "Résumé",
  resumeHint: "PDF, DOC or DOCX, under 5 MB.",
  resumeRequired: "Please choose your résumé.",
  resumeSize: "❌ File size must be less than 5MB.",
  resumeType: "Please choose a PDF, DOC or DOCX file.",
  uploading: "Uploading your résumé: {percent}%",
  uploadLabel: "Résumé upload",
  submit: "Submit application",
  busy: "Submitting...",
};

type Apply = (fields: JobApplicationFields, resume: Blob, options?: CallOptions) => Promise<ApiResult<ApiEnvelope>>;

function setup(applyForJob: Apply = async () => ({ ok: true, data: { success: true, msg: "Thanks for applying." }, msg: "Thanks for applying." })) {
  const alert = jest.fn();
  const client = { applyForJob: jest.fn(applyForJob) };
  render(
    <ApplicationForm
      job={{ id: "3", name: "AI Research Engineer" }}
      email="ada@example.com"
      getClient={async () => client}
      words={words}
      leadWords={leadWords}
      countries={["United States", "Canada", "Other"]}
      alert={alert}
    />,
  );
  return { alert, client };
}

const pdf = (bytes: number) => new File([new Uint8Array(bytes)], "cv.pdf", { type: "application/pdf" });

/** Replaces a text field's content the way a paste does (typing each character is slow on a loaded machine). */
async function enter(name: string, text: string): Promise<void> {
  const field = screen.getByRole("textbox", { name });
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillRequired(): Promise<void> {
  await enter("First name", "Ada");
  await enter("Last name", "Lovelace");
  await enter("Phone number", "+1-202-000-0000");
  await enter("LinkedIn profile URL", "https://www.linkedin.com/in/ada");
}

describe("ApplicationForm", () => {
  it("shows the position read-only, the member's e-mail prefilled and the phone placeholder", () => {
    setup();
    expect(screen.getByRole("textbox", { name: "Position" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Position" })).toHaveValue("AI Research Engineer");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAttribute("placeholder", "+1-202-000-0000");
  });

  it("alerts a LinkedIn or GitHub link with the wrong start, and keeps the same sentence under the field", async () => {
    const { alert, client } = setup();
    await fillRequired();
    await enter("LinkedIn profile URL", "https://example.com/ada");
    await userEvent.upload(screen.getByLabelText("Résumé"), pdf(1000));
    await userEvent.click(screen.getByRole("button", { name: "Submit application" }));
    expect(alert).toHaveBeenCalledWith(PROFILE_URLS.linkedin.message);
    expect(screen.getByRole("textbox", { name: "LinkedIn profile URL" })).toHaveAccessibleDescription(PROFILE_URLS.linkedin.message);
    await enter("LinkedIn profile URL", "https://linkedin.com/in/ada");
    await enter("GitHub profile URL (optional)", "https://gitlab.com/ada");
    await userEvent.click(screen.getByRole("button", { name: "Submit application" }));
    expect(alert).toHaveBeenLastCalledWith(PROFILE_URLS.github.message);
    expect(screen.getByRole("textbox", { name: "GitHub profile URL (optional)" })).toHaveAccessibleDescription(PROFILE_URLS.github.message);
    expect(client.applyForJob).not.toHaveBeenCalled();
  });

  it("alerts a résumé of 5 MB or more, clears the selection and keeps the sentence under the field", async () => {
    const { alert } = setup();
    const input = screen.getByLabelText<HTMLInputElement>("Résumé");
    await userEvent.upload(input, pdf(5 * 1024 * 1024));
    expect(alert).toHaveBeenCalledWith("❌ File size must be less than 5MB.");
    expect(input.files).toHaveLength(0);
    expect(input.value).toBe("");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("❌ File size must be less than 5MB."));
  });

  it("sends full_name, the position and the typed country for Other, with the résumé and upload progress", async () => {
    let report: ((fraction: number) => void) | undefined;
    let finish: (value: ApiResult<ApiEnvelope>) => void = () => undefined;
    const { client } = setup((_fields, _resume, options) => {
      report = options?.onUploadProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await fillRequired();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Country (optional)" }), "Other");
    await enter("Your country", "Ireland");
    await userEvent.upload(screen.getByLabelText("Résumé"), pdf(2000));
    await userEvent.click(screen.getByRole("button", { name: "Submit application" }));
    expect(screen.getByRole("button", { name: "Submitting..." })).toHaveAttribute("aria-disabled", "true");
    expect(client.applyForJob.mock.calls[0][0]).toEqual({
      full_name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1-202-000-0000",
      position: "AI Research Engineer",
      linkedin_url: "https://www.linkedin.com/in/ada",
      github_url: undefined,
      portfolio_url: undefined,
      cover_letter: undefined,
      country: "Ireland",
    });
    await waitFor(() => expect(report).toBeDefined());
    act(() => report?.(0.52));
    expect(await screen.findByRole("progressbar", { name: "Résumé upload" })).toHaveAttribute("value", "52");
    expect(screen.getByText("Uploading your résumé: 50%")).toBeInTheDocument();
    await act(async () => finish({ ok: true, data: { success: true, msg: "Thanks for applying." }, msg: "Thanks for applying." }));
    expect(await screen.findByText("Thanks for applying.")).toHaveAttribute("data-tone", "success");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });
});
