import { checkField, checkFields, isEmpty, type FieldRules } from "../form-rules";

const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function files(count: number): FileList {
  const list = Array.from({ length: count }, (_, i) => new File(["x"], `f${i}.pdf`));
  return Object.assign(list, { item: (i: number) => list[i] ?? null }) as unknown as FileList;
}

describe("isEmpty", () => {
  it.each<[string, unknown, boolean]>([
    ["empty text", "", true],
    ["only spaces", "   ", true],
    ["text", " a ", false],
    ["unchecked box", false, true],
    ["checked box", true, false],
    ["no file", files(0), true],
    ["a file", files(1), false],
    ["null (no FileList yet)", null, true],
    ["undefined (never set)", undefined, true],
    ["zero", 0, false],
  ])("%s", (_case, value, empty) => {
    expect(isEmpty(value)).toBe(empty);
  });
});

describe("checkField", () => {
  const rules: FieldRules<string> = {
    required: "Enter your e-mail.",
    minLength: { value: 6, message: "Too short." },
    maxLength: { value: 20, message: "Too long." },
    pattern: { value: email, message: "Enter a valid e-mail address." },
  };

  it.each<[string, string, string | undefined]>([
    ["empty: the required message", "", "Enter your e-mail."],
    ["spaces only: the required message", "  ", "Enter your e-mail."],
    ["below minLength", "a@b.c", "Too short."],
    ["above maxLength", "ada.lovelace@example.com", "Too long."],
    ["length fine, pattern refused", "ada-at-example", "Enter a valid e-mail address."],
    ["every check passes", "ada@ex.com", undefined],
  ])("%s", (_case, value, message) => {
    expect(checkField(value, rules, {})).toBe(message);
  });

  it("leaves an empty optional field alone: no length or pattern check", () => {
    const optional: FieldRules<string> = { minLength: { value: 3, message: "Too short." }, pattern: { value: email, message: "Bad." } };
    expect(checkField("", optional, {})).toBeUndefined();
    expect(checkField("ab", optional, {})).toBe("Too short.");
  });

  it("checks at the exact limits inclusively", () => {
    const limits: FieldRules<string> = { minLength: { value: 2, message: "short" }, maxLength: { value: 3, message: "long" } };
    expect(checkField("ab", limits, {})).toBeUndefined();
    expect(checkField("abc", limits, {})).toBeUndefined();
    expect(checkField("a", limits, {})).toBe("short");
    expect(checkField("abcd", limits, {})).toBe("long");
  });

  it("gives the same answer twice with a global pattern (no lastIndex carried over)", () => {
    const global: FieldRules<string> = { pattern: { value: /^\d+$/g, message: "Digits only." } };
    expect(checkField("123", global, {})).toBeUndefined();
    expect(checkField("123", global, {})).toBeUndefined();
  });

  it.each<[string, string | true | undefined, string | undefined]>([
    ["a message refuses", "Passwords do not match.", "Passwords do not match."],
    ["true passes", true, undefined],
    ["nothing passes", undefined, undefined],
  ])("validate: %s", (_case, answer, message) => {
    expect(checkField("x", { validate: () => answer }, {})).toBe(message);
  });

  it("validate sees the other fields' values", () => {
    type Values = { password: string; confirm: string };
    const confirm: FieldRules<string, Values> = { validate: (value, values) => value === values.password || "Passwords do not match." };
    expect(checkField("secret", confirm, { password: "secret", confirm: "secret" })).toBeUndefined();
    expect(checkField("secreT", confirm, { password: "secret", confirm: "secreT" })).toBe("Passwords do not match.");
  });

  it("validate by name: the first refusal wins; required runs before any of them", () => {
    const rules2: FieldRules<string> = {
      required: "Required.",
      validate: { noSpaces: (v) => !v.includes(" ") || "No spaces.", lower: (v) => v === v.toLowerCase() || "Lower case." },
    };
    expect(checkField("A B", rules2, {})).toBe("No spaces.");
    expect(checkField("AB", rules2, {})).toBe("Lower case.");
    expect(checkField("ab", rules2, {})).toBeUndefined();
    expect(checkField("", rules2, {})).toBe("Required.");
  });

  it("required refuses an unchecked box and a missing file", () => {
    expect(checkField(false, { required: "Tick the box." }, {})).toBe("Tick the box.");
    expect(checkField(true, { required: "Tick the box." }, {})).toBeUndefined();
    expect(checkField(files(0), { required: "Choose a file." }, {})).toBe("Choose a file.");
    expect(checkField(files(1), { required: "Choose a file." }, {})).toBeUndefined();
  });

  it("no rules: nothing to refuse", () => {
    expect(checkField("", undefined, {})).toBeUndefined();
  });
});

describe("checkFields", () => {
  it("gives each refused field its first message, and nothing for the fields that pass", () => {
    const values = { name: "", email: "ada", company: "" };
    expect(
      checkFields(values, {
        name: { required: "Enter your name." },
        email: { required: "Enter your e-mail.", pattern: { value: email, message: "Enter a valid e-mail address." } },
        company: { maxLength: { value: 5, message: "Too long." } },
      }),
    ).toEqual({ name: "Enter your name.", email: "Enter a valid e-mail address." });
  });
});
