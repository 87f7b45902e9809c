import type { ApiResult } from "../../../../shared/lib/api";
import type { ApiEnvelope } from "../../../../lib/api-contract";
import type { LeadFormWords } from "../../../../shared/lib/lead-forms";

/** The shared form words as data/pages.yaml's leadForms entry gives them (short stand-ins). */
export const leadWords: LeadFormWords = {
  firstName: "First name",
  firstNameRequired: "Please enter your first name.",
  lastName: "Last name",
  lastNameRequired: "Please enter your last name.",
  email: "Email",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter an email address such as name@example.com.",
  phone: "Phone number",
  phoneRequired: "Please enter your phone number.",
  phoneInvalid: "Please enter a phone number such as +1-202-000-0000.",
  company: "Company name",
  companyRequired: "Please enter your company name.",
  message: "Message",
  messageRequired: "Please enter a message.",
  tooLong: "Please keep this to {max} characters or fewer.",
  optional: "(optional)",
  honeypot: "Leave this field empty",
  sendAnother: "Send another",
  success: "Thank you.",
  failed: "Registration failed",
};

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const accepted = (msg: string): ApiResult<ApiEnvelope> => ({ ok: true, data: { success: true, msg }, msg });
export const refused = (msg: string): ApiResult<ApiEnvelope> => ({ ok: false, kind: "rejected", status: 400, msg });
export const offline: ApiResult<ApiEnvelope> = { ok: false, kind: "network", status: null, msg: "" };
