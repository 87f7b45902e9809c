import fs from "node:fs";
import path from "node:path";
import { API_PATHS, FIELD_LIMITS, SPAM_LIMITS, isLikelySpam, isPhoneNumber } from "../api-contract";

describe("API_PATHS", () => {
  // The server spells its routes itself (server/src/routes/*.ts); this catches a rename on one side only.
  const serverRoutes = fs
    .readdirSync(path.join(__dirname, "../../../server/src/routes"))
    .filter((name) => name.endsWith(".ts"))
    .map((name) => fs.readFileSync(path.join(__dirname, "../../../server/src/routes", name), "utf8"))
    .join("\n");

  it.each(Object.entries(API_PATHS))("%s (%s) is a route the server defines", (_name, apiPath) => {
    expect(serverRoutes).toContain(`"/${apiPath}"`);
  });

  it("are relative: no leading or trailing slash", () => {
    for (const apiPath of Object.values(API_PATHS)) expect(apiPath).toMatch(/^[a-z]+(\/[a-z-]+)*$/);
  });
});

describe("isPhoneNumber", () => {
  it.each([
    ["+1-202-000-0000", true],
    ["030 1234 (567)", true],
    ["(030) 1234 567", false],
    ["  +44 20 7946 0958  ", true],
    ["12345", true],
    ["1234", false],
    ["+", false],
    ["phone me", false],
    ["+1 202 000 0000 ext. 5", false],
    ["", false],
  ])("%p → %p", (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });

  it(`allows at most ${FIELD_LIMITS.phone} characters, as the server does`, () => {
    const longest = "1".repeat(FIELD_LIMITS.phone);
    expect(isPhoneNumber(longest)).toBe(true);
    expect(isPhoneNumber(`${longest}1`)).toBe(false);
  });
});

describe("isLikelySpam", () => {
  it.each([
    ["an empty honeypot and a human pace", { website: "", elapsed_ms: 9000 }, false],
    ["no signals at all (not sent by the site's forms)", {}, true],
    ["a honeypot without the pace", { website: "" }, true],
    ["a pace without the honeypot", { elapsed_ms: 9000 }, true],
    ["a filled honeypot", { website: "https://spam.example", elapsed_ms: 9000 }, true],
    ["a honeypot of spaces only", { website: "   ", elapsed_ms: 9000 }, false],
    ["a submit faster than a person", { website: "", elapsed_ms: SPAM_LIMITS.minHumanMs - 1 }, true],
    ["a submit exactly at the limit", { website: "", elapsed_ms: SPAM_LIMITS.minHumanMs }, false],
  ])("%s", (_name, signals, expected) => {
    expect(isLikelySpam(signals)).toBe(expected);
  });
});
