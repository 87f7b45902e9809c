import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import type { ApiClient } from "../../../shared/lib/api";
import { isEmailAddress, isPhoneNumber } from "../../../lib/api-contract";
import { applicationFields, profileProblem, RESUME_ACCEPT, resumeProblem, uploadPercent, type ApplicationValues } from "../application";
import { toFormResult, type LeadFormWords, type LeadOutcome } from "../../../shared/lib/lead-forms";
import {
  EmailField,
  FileField,
  Form,
  SelectField,
  SubmitButton,
  TelField,
  TextAreaField,
  TextField,
  useFormFields,
  type FormOutcome,
} from "../../../shared/forms";
import { UploadProgress } from "./upload-progress";

/** A sent application stands in for the form, with no way to send it again from here (one application per job). */
const SENT_ONCE = {};

/** The words of the `apply` entry of data/pages.yaml this form reads. */
export const APPLICATION_WORDS = [
  "formName",
  "position",
  "phonePlaceholder",
  "linkedin",
  "linkedinRequired",
  "github",
  "portfolio",
  "portfolioInvalid",
  "coverLetter",
  "country",
  "countryPlaceholder",
  "otherCountryChoice",
  "otherCountry",
  "resume",
  "resumeHint",
  "resumeRequired",
  "resumeSize",
  "resumeType",
  "uploading",
  "uploadLabel",
  "submit",
  "busy",
] as const;

export type ApplicationWords = Record<(typeof APPLICATION_WORDS)[number], string>;

interface Values extends ApplicationValues {
  resume: FileList | null;
}

export interface ApplicationFormProps {
  job: { id: string; name: string };
  /** The signed-in member's e-mail, prefilled (they may change it); "" until `users/me` has answered. */
  email: string;
  /** The session's API client (it sends `Authorization: Bearer`, and a 401 ends the session). */
  getClient: () => Promise<Pick<ApiClient, "applyForJob">>;
  words: ApplicationWords;
  /** Labels and messages the lead forms share (names, e-mail, phone, outcome fallbacks). */
  leadWords: LeadFormWords;
  /** SPEC §5's countries. */
  countries: readonly string[];
  onOutcome?: (outcome: LeadOutcome) => void;
  /** Shows the spec's alerts; default `window.alert`. */
  alert?: (message: string) => void;
}

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/**
 * The job application (SPEC §5): names (sent together as `full_name`), e-mail (prefilled), phone, LinkedIn URL and
 * résumé required; GitHub, portfolio, cover letter and country optional, "Other" revealing a free-text country.
 * LinkedIn and GitHub links and the résumé's type and size raise the spec's alerts, and the same sentence stays under
 * the field. A refused résumé is cleared. The résumé goes multipart with the Bearer token, its upload shown as a
 * progress bar; "Submitting..." while it waits; the outcome green or red. /page-apply/{id} shows it to members.
 */
export function ApplicationForm({
  job,
  email,
  getClient,
  words,
  leadWords,
  countries,
  onOutcome,
  alert = (message) => window.alert(message),
}: ApplicationFormProps) {
  const form = useFormFields<Values>({ defaultValues: { email } });
  // The account's e-mail may arrive after the form is shown: fill it in once, unless the visitor has typed one.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !email) return;
    prefilled.current = true;
    if (!form.getValues().email) form.setValue("email", email);
  }, [email, form]);
  const [country, setCountry] = useState("");
  const [percent, setPercent] = useState<number | null>(null);
  const options = useMemo(() => countries.map((c) => ({ value: c, label: c })), [countries]);
  const { errors } = form.formState;

  const resumeMessage = useCallback(
    (files: FileList | null | undefined): string | true => {
      const file = files?.[0];
      if (!file) return words.resumeRequired;
      const problem = resumeProblem(file);
      return problem === "type" ? words.resumeType : problem === "size" ? words.resumeSize : true;
    },
    [words],
  );

  const rules = useMemo(
    () => ({
      first_name: { required: leadWords.firstNameRequired },
      last_name: { required: leadWords.lastNameRequired },
      email: { required: leadWords.emailRequired, validate: (v: string) => (isEmailAddress(v) ? true : leadWords.emailInvalid) },
      phone: { required: leadWords.phoneRequired, validate: (v: string) => (isPhoneNumber(v) ? true : leadWords.phoneInvalid) },
      linkedin_url: { required: words.linkedinRequired, validate: (v: string) => profileProblem("linkedin", v) ?? true },
      github_url: { validate: (v: string) => profileProblem("github", v ?? "") ?? true },
      portfolio_url: { validate: (v: string) => ((v ?? "").trim() === "" || isWebAddress(v) ? true : words.portfolioInvalid) },
      resume: { validate: (files: FileList | null) => resumeMessage(files) },
    }),
    [leadWords, words, resumeMessage],
  );

  const resumeField = form.register("resume", rules.resume);

  /** A chosen file that is refused: the spec's alert, the sentence under the field, and the selection cleared. */
  const onResumeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const problem = file ? resumeProblem(file) : null;
    if (file && problem) {
      const message = problem === "size" ? words.resumeSize : words.resumeType;
      alert(message);
      event.target.value = "";
      resumeField.onChange(event);
      form.setError("resume", { message });
      return;
    }
    resumeField.onChange(event);
    form.clearErrors("resume");
  };

  const send = useCallback(
    async (values: Values) => {
      const resume = values.resume?.[0];
      // The checks passed, so there is a résumé; this keeps the type checker and a changed DOM honest.
      if (!resume) return { ok: false as const, msg: words.resumeRequired };
      setPercent(0);
      try {
        const client = await getClient();
        const result = await client.applyForJob(applicationFields(values, job.name, words.otherCountryChoice), resume, {
          onUploadProgress: (fraction) => setPercent(uploadPercent(fraction)),
        });
        return toFormResult(result);
      } finally {
        setPercent(null);
      }
    },
    [getClient, job.name, words],
  );

  /** On a refused submit, the spec's alert for a wrong LinkedIn or GitHub link (the sentence stays under the field). */
  const report = useCallback(
    (outcome: FormOutcome) => {
      if (outcome !== "invalid") {
        onOutcome?.(outcome);
        return;
      }
      const values = form.getValues();
      const problem = profileProblem("linkedin", values.linkedin_url ?? "") ?? profileProblem("github", values.github_url ?? "");
      if (problem) alert(problem);
    },
    [alert, form, onOutcome],
  );

  return (
    <Form
      form={form}
      onSubmit={send}
      words={{ success: leadWords.success, failed: leadWords.failed }}
      replaceOnSuccess={SENT_ONCE}
      onOutcome={report}
      aria-label={words.formName}
    >
      <TextField label={words.position} value={job.name} readOnly name="position" />
      <TextField
        label={leadWords.firstName}
        autoComplete="given-name"
        required
        error={errors.first_name?.message}
        {...form.register("first_name", rules.first_name)}
      />
      <TextField
        label={leadWords.lastName}
        autoComplete="family-name"
        required
        error={errors.last_name?.message}
        {...form.register("last_name", rules.last_name)}
      />
      <EmailField label={leadWords.email} required error={errors.email?.message} {...form.register("email", rules.email)} />
      <TelField
        label={leadWords.phone}
        placeholder={words.phonePlaceholder}
        required
        error={errors.phone?.message}
        {...form.register("phone", rules.phone)}
      />
      <TextField
        type="url"
        label={words.linkedin}
        required
        error={errors.linkedin_url?.message}
        {...form.register("linkedin_url", rules.linkedin_url)}
      />
      <TextField
        type="url"
        label={`${words.github} ${leadWords.optional}`}
        error={errors.github_url?.message}
        {...form.register("github_url", rules.github_url)}
      />
      <TextField
        type="url"
        label={`${words.portfolio} ${leadWords.optional}`}
        error={errors.portfolio_url?.message}
        {...form.register("portfolio_url", rules.portfolio_url)}
      />
      <SelectField
        label={`${words.country} ${leadWords.optional}`}
        placeholder={words.countryPlaceholder}
        options={options}
        {...form.register("country")}
        onChange={(event) => {
          form.setValue("country", event.target.value);
          setCountry(event.target.value);
        }}
      />
      {country === words.otherCountryChoice ? (
        <TextField label={words.otherCountry} autoComplete="country-name" {...form.register("other_country")} />
      ) : null}
      <TextAreaField label={`${words.coverLetter} ${leadWords.optional}`} {...form.register("cover_letter")} />
      <FileField
        label={words.resume}
        hint={words.resumeHint}
        accept={RESUME_ACCEPT}
        required
        error={errors.resume?.message}
        {...resumeField}
        onChange={onResumeChange}
      />
      {percent !== null ? <UploadProgress percent={percent} label={words.uploadLabel} template={words.uploading} /> : null}
      <SubmitButton label={words.submit} busyLabel={words.busy} />
    </Form>
  );
}
