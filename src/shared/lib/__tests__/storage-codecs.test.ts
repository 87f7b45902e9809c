import { booleanCodec, jsonCodec, stringCodec } from "../storage-codecs";

describe("booleanCodec (isDark)", () => {
  it.each([
    ["true", true],
    ["false", false],
    [null, null],
    ["", null],
    ["TRUE", null],
    ["1", null],
    ['"true"', null],
  ] as const)("reads %p as %p", (raw, expected) => {
    expect(booleanCodec.parse(raw)).toBe(expected);
  });

  it.each([
    [true, "true"],
    [false, "false"],
    [null, null],
  ] as const)("writes %p as %p (null removes the key)", (value, expected) => {
    expect(booleanCodec.serialize(value)).toBe(expected);
  });
});

describe("stringCodec (token, id)", () => {
  it.each([
    ["abc.def", "abc.def"],
    ['"quoted"', '"quoted"'],
    ["", null],
    [null, null],
  ] as const)("reads %p as %p, stored as is", (raw, expected) => {
    expect(stringCodec.parse(raw)).toBe(expected);
  });

  it.each([
    ["abc.def", "abc.def"],
    ["", null],
    [null, null],
  ] as const)("writes %p as %p, not JSON-encoded", (value, expected) => {
    expect(stringCodec.serialize(value)).toBe(expected);
  });
});

describe("jsonCodec", () => {
  interface Consent {
    necessary: true;
    marketing: boolean;
  }
  const validate = (data: unknown): Consent | null =>
    typeof data === "object" && data !== null && (data as Consent).necessary === true && typeof (data as Consent).marketing === "boolean"
      ? { necessary: true, marketing: (data as Consent).marketing }
      : null;
  const fallback: Consent = { necessary: true, marketing: false };
  const codec = jsonCodec("cookieConsent", validate, fallback);

  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it.each([
    ["nothing stored", null, fallback, 0],
    ["a valid value", '{"necessary":true,"marketing":true}', { necessary: true, marketing: true }, 0],
    ["unknown keys, ignored", '{"necessary":true,"marketing":true,"later":1}', { necessary: true, marketing: true }, 0],
    ["unparsable JSON", "{necessary", fallback, 1],
    ["the wrong shape", '{"necessary":false,"marketing":true}', fallback, 1],
    ["a JSON string", '"yes"', fallback, 1],
  ] as const)("reads %s", (_case, raw, expected, warnings) => {
    expect(codec.parse(raw)).toEqual(expected);
    expect(warn).toHaveBeenCalledTimes(warnings);
  });

  it("writes JSON, and removes the key when removeWhen says so", () => {
    expect(codec.serialize({ necessary: true, marketing: true })).toBe('{"necessary":true,"marketing":true}');
    const list = jsonCodec<string[]>("cartList", (d) => (Array.isArray(d) ? d.map(String) : null), [], (v) => v.length === 0);
    expect(list.serialize([])).toBeNull();
    expect(list.serialize(["1"])).toBe('["1"]');
    expect(list.parse(list.serialize(["1", "2"]))).toEqual(["1", "2"]);
  });
});
