import { checkFields } from "../form-rules";
import {
  contactSubject,
  fillWords,
  LEAD_FORM_WORDS,
  leadFieldRules,
  optionalText,
  RequestError,
  spamSignals,
  toFormResult,
  type LeadFormWords,
} from "../lead-forms";

/** Each word is its own key, so a test reads which word a rule chose. */
const words = Object.fromEntries(LEAD_FORM_WORDS.map((key) => [key, key])) as LeadFormWords;
words.tooLong = "At most {max}.";

const person = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone_number: "+1-202-000-0000",
  company_name: "Engines",
  message: "Hello",
};

describe("toFormResult", () => {
  it("passes the server's sentence on, accepted or refused", () => {
    expect(toFormResult({ ok: true, data: {}, msg: "Booked." })).toEqual({ ok: true, msg: "Booked." });
    expect(toFormResult({ ok: false, kind: "rejected", status: 400, msg: "Email is required." })).toEqual({ ok: false, msg: "Email is required." });
    expect(toFormResult({ ok: false, kind: "rejected", status: 500, msg: "" })).toEqual({ ok: false, msg: "" });
  });

  it("throws for a request without a usable answer, so the form shows the fallback and reports an error", () => {
    expect(() => toFormResult({ ok: false, kind: "network", status: null, msg: "" })).toThrow(RequestError);
    expect(() => toFormResult({ ok: false, kind: "invalid-response", status: 502, msg: "" })).toThrow(RequestError);
  });

  it("shows a broken answer's sentence when it carried one", () => {
    expect(toFormResult({ ok: false, kind: "invalid-response", status: 200, msg: "Odd." })).toEqual({ ok: false, msg: "Odd." });
  });
});

describe("fillWords", () => {
  it("fills the named places it knows and leaves the others", () => {
    expect(fillWords("Join {count} people", { count: "6.2k+" })).toBe("Join 6.2k+ people");
    expect(fillWords("At most {max} of {what}.", { max: 100 })).toBe("At most 100 of {what}.");
  });
});

describe("spamSignals", () => {
  it("gives the honeypot's text and the whole milliseconds since render, within the server's range", () => {
    expect(spamSignals("", 1_000, 4_250.6)).toEqual({ website: "", elapsed_ms: 3251 });
    expect(spamSignals(undefined, 5_000, 4_000)).toEqual({ website: "", elapsed_ms: 0 });
    expect(spamSignals("bot", 0, 1e12).elapsed_ms).toBe(24 * 3600 * 1000);
  });
});

describe("contactSubject", () => {
  it("sends the chosen subject, or the visitor's own words for Other", () => {
    expect(contactSubject("Media / Press", "ignored", "Other")).toBe("Media / Press");
    expect(contactSubject("Other", "  A school visit ", "Other")).toBe("A school visit");
  });
});

describe("optionalText", () => {
  it("leaves out empty text", () => {
    expect(optionalText("  ")).toBeUndefined();
    expect(optionalText(undefined)).toBeUndefined();
    expect(optionalText(" Acme ")).toBe("Acme");
  });
});

describe("leadFieldRules", () => {
  it("refuses every empty required field of the demo request, each with its own words", () => {
    const empty = { first_name: "", last_name: "", email: "", phone_number: "", company_name: "", message: "" };
    expect(checkFields(empty, leadFieldRules(words))).toEqual({
      first_name: "firstNameRequired",
      last_name: "lastNameRequired",
      email: "emailRequired",
      phone_number: "phoneRequired",
      company_name: "companyRequired",
      message: "messageRequired",
    });
  });

  it("lets the contact form leave phone and company empty, but still checks a phone that is filled", () => {
    const rules = leadFieldRules(words, ["phone_number", "company_name"]);
    expect(checkFields({ ...person, phone_number: "", company_name: "" }, rules)).toEqual({});
    expect(checkFields({ ...person, phone_number: "call me" }, rules)).toEqual({ phone_number: "phoneInvalid" });
  });

  it("refuses an address that is not one, and text over the server's limits", () => {
    expect(checkFields({ ...person, email: "ada@" }, leadFieldRules(words))).toEqual({ email: "emailInvalid" });
    expect(checkFields({ ...person, first_name: "a".repeat(101) }, leadFieldRules(words))).toEqual({ first_name: "At most 100." });
  });
});
