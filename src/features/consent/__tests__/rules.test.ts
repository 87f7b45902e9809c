import { currentConsent, readConsent, type StoredConsent } from "../rules";
import { ALL_CHOICES, consentToSave, globalPrivacyControl, initialChoices, NECESSARY_ONLY, parseConsentRules } from "../consent-choices";

const rules = { revision: 1, policyVersion: "2025-04-21", defaults: ALL_CHOICES };

describe("readConsent (cookieConsent)", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("reads PRODUCT §3's four-key format as revision 1 without id", () => {
    const stored = readConsent('{"necessary":true,"preferences":false,"statistics":true,"marketing":false}');
    expect(stored).toEqual({ necessary: true, preferences: false, statistics: true, marketing: false, revision: 1, id: null, savedAt: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it("keeps revision, id and savedAt, and ignores keys it does not know", () => {
    const raw = JSON.stringify({
      necessary: true,
      preferences: true,
      statistics: false,
      marketing: true,
      revision: 3,
      id: "c-1",
      savedAt: "2026-11-24T03:00:00.000Z",
      later: 1,
    });
    expect(readConsent(raw)).toEqual({
      necessary: true,
      preferences: true,
      statistics: false,
      marketing: true,
      revision: 3,
      id: "c-1",
      savedAt: "2026-11-24T03:00:00.000Z",
    });
  });

  it.each([
    ["unparsable JSON", "{necessary:true"],
    ["necessary false", '{"necessary":false,"preferences":true,"statistics":true,"marketing":true}'],
    ["necessary missing", '{"preferences":true,"statistics":true,"marketing":true}'],
    ["a category that is not a boolean", '{"necessary":true,"preferences":"yes","statistics":true,"marketing":true}'],
    ["a revision that is not a whole number from 1", '{"necessary":true,"preferences":true,"statistics":true,"marketing":true,"revision":0}'],
    ["a list", "[true]"],
  ])("reads %s as no choice, with a warning", (_, raw) => {
    expect(readConsent(raw)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("reads nothing stored as no choice, silently", () => {
    expect(readConsent(null)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("currentConsent", () => {
  const stored = (revision: number): StoredConsent => ({ necessary: true, ...NECESSARY_ONLY, revision, id: "c", savedAt: null });
  it("keeps a choice that answered the current revision", () => {
    expect(currentConsent(stored(1), rules)).toEqual(stored(1));
  });
  it("asks again once the revision is raised (a four-key choice counts as revision 1)", () => {
    expect(currentConsent(stored(1), { revision: 2 })).toBeNull();
    const fourKey = readConsent('{"necessary":true,"preferences":true,"statistics":true,"marketing":true}');
    expect(currentConsent(fourKey, { revision: 1 })).not.toBeNull();
    expect(currentConsent(fourKey, { revision: 2 })).toBeNull();
  });
  it("has nothing to keep when nothing is stored", () => {
    expect(currentConsent(null, rules)).toBeNull();
  });
});

describe("initialChoices", () => {
  it("starts from the operator's defaults, all on as SPEC §4 has them", () => {
    expect(initialChoices(null, rules, false)).toEqual(ALL_CHOICES);
    expect(initialChoices(null, { defaults: NECESSARY_ONLY }, false)).toEqual(NECESSARY_ONLY);
  });
  it("turns Statistics and Marketing off under Global Privacy Control", () => {
    expect(initialChoices(null, rules, true)).toEqual({ preferences: true, statistics: false, marketing: false });
  });
  it("shows the visitor's own choice when there is one, GPC or not", () => {
    const mine: StoredConsent = { necessary: true, preferences: false, statistics: true, marketing: true, revision: 1, id: "c", savedAt: null };
    expect(initialChoices(mine, rules, true)).toEqual({ preferences: false, statistics: true, marketing: true });
  });
});

describe("consentToSave", () => {
  const now = new Date("2026-11-24T04:00:00.000Z");
  it("stores the choice with the revision and the time, and no id until the server issues one (review 3 N10)", () => {
    expect(consentToSave(NECESSARY_ONLY, { revision: 2 }, null, now)).toEqual({
      necessary: true,
      ...NECESSARY_ONLY,
      revision: 2,
      id: null,
      savedAt: "2026-11-24T04:00:00.000Z",
    });
  });
  it("files a changed choice under the earlier id", () => {
    const earlier: StoredConsent = { necessary: true, ...ALL_CHOICES, revision: 1, id: "kept", savedAt: null };
    expect(consentToSave(NECESSARY_ONLY, rules, earlier, now).id).toBe("kept");
  });
});

describe("globalPrivacyControl", () => {
  it.each([
    [{ globalPrivacyControl: true }, true],
    [{ globalPrivacyControl: false }, false],
    [{}, false],
    [undefined, false],
  ])("reads %p as %p", (nav, expected) => {
    expect(globalPrivacyControl(nav)).toBe(expected);
  });
});

describe("parseConsentRules", () => {
  it("reads the site's block", () => {
    expect(
      parseConsentRules(JSON.stringify({ revision: 2, policyVersion: "v", defaults: { preferences: false, statistics: false, marketing: true } })),
    ).toEqual({
      revision: 2,
      policyVersion: "v",
      defaults: { preferences: false, statistics: false, marketing: true },
    });
  });
  it("falls back to revision 1 and all on", () => {
    expect(parseConsentRules(undefined)).toEqual({ revision: 1, policyVersion: "", defaults: ALL_CHOICES });
    expect(parseConsentRules("not json").revision).toBe(1);
  });
});
