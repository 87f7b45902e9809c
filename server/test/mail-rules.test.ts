/**
 * The rules of mail delivery as pure functions (review 3 N3, N5, N14): when a mail that cannot be sent is tried
 * again and when it is given up, how much of a visitor's name a greeting shows, and the mail settings.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ConfigError, readConfig } from "../src/config";
import { afterFailure, waitWhileBusy, YIELD_MAX_MS, YIELD_STEP_MS } from "../src/mail/delivery";
import { greetingName } from "../src/mail/templates";

const CWD = process.cwd();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("after a failed try", () => {
  const policy = { maxAttempts: 8, retryBaseMs: MINUTE, slowRetryMs: HOUR, slowSpanMs: 3 * DAY };

  it("waits 1, 2, 4 … minutes in the fast lane", () => {
    assert.deepEqual(afterFailure(1, null, 0, policy), { retryAt: MINUTE, slowUntil: null });
    assert.deepEqual(afterFailure(7, null, 0, policy), { retryAt: 64 * MINUTE, slowUntil: null });
  });

  it("then tries every hour for 3 days, the last try at the end, then gives up", () => {
    const entered = 10 * HOUR;
    assert.deepEqual(afterFailure(8, null, entered, policy), { retryAt: entered + HOUR, slowUntil: entered + 3 * DAY });
    assert.deepEqual(afterFailure(40, entered + 3 * DAY, entered + 40 * HOUR, policy), {
      retryAt: entered + 41 * HOUR,
      slowUntil: entered + 3 * DAY,
    });
    assert.deepEqual(afterFailure(80, entered + 3 * DAY, entered + 3 * DAY - 10 * MINUTE, policy), {
      retryAt: entered + 3 * DAY,
      slowUntil: entered + 3 * DAY,
    });
    assert.equal(afterFailure(81, entered + 3 * DAY, entered + 3 * DAY, policy), "failed");
  });

  it("never gives up within 3 days of the first failure with the default settings", () => {
    const mail = readConfig({}, CWD).mail;
    const defaults = {
      maxAttempts: mail.maxAttempts,
      retryBaseMs: mail.retrySeconds * 1000,
      slowRetryMs: mail.slowRetrySeconds * 1000,
      slowSpanMs: mail.slowRetryDays * DAY,
    };
    let now = 0;
    let slowUntil: number | null = null;
    for (let attempts = 1; ; attempts += 1) {
      const next = afterFailure(attempts, slowUntil, now, defaults);
      if (next === "failed") break;
      [now, slowUntil] = [next.retryAt, next.slowUntil];
    }
    assert.ok(now >= 3 * DAY, `given up after ${(now / HOUR).toFixed(1)} hours`);
  });
});

describe("the name a greeting shows", () => {
  it("keeps names as people write them", () => {
    assert.equal(greetingName("  Ada  "), "Ada");
    assert.equal(greetingName("Jean-Luc O'Neil"), "Jean-Luc O'Neil");
    assert.equal(greetingName("J.R.R. Tolkien"), "J.R.R. Tolkien");
    assert.equal(greetingName("María José García López"), "María José García López");
    assert.equal(greetingName("Zoë"), "Zoë");
  });

  it("drops links, addresses, domains, numbers and signs, and keeps at most 4 words and 40 characters", () => {
    assert.equal(greetingName("Your account is locked. Unlock at https://evil.example/unlock"), "Your account is locked.");
    assert.equal(greetingName("Ada www.evil.example"), "Ada");
    assert.equal(greetingName("Ada evil.example"), "Ada");
    assert.equal(greetingName("Ada EVIL.COM/x"), "Ada");
    assert.equal(greetingName("ada@example.com"), "");
    assert.equal(greetingName("Call 555-0100"), "Call");
    assert.equal(greetingName("Win $100 <b>now</b>"), "Win");
    assert.equal(greetingName("Bartholomew Maximilian Featherstonehaugh-Smythe Jr"), "Bartholomew Maximilian");
    assert.equal(greetingName("Ana Bea Cleo Dora Emma"), "Ana Bea Cleo Dora");
    assert.equal(greetingName("https://evil.example"), "");
  });
});

describe("mail settings", () => {
  it("requires STARTTLS by default in production only, and reads the lanes, the timeout and the concurrency", () => {
    assert.equal(readConfig({}, CWD).mail.smtpRequireTls, false);
    assert.equal(readConfig({ NODE_ENV: "production", SITE_URL: "https://www.example.com" }, CWD).mail.smtpRequireTls, true);
    assert.equal(
      readConfig({ NODE_ENV: "production", SITE_URL: "https://www.example.com", SMTP_REQUIRE_TLS: "false" }, CWD).mail.smtpRequireTls,
      false,
    );
    assert.equal(readConfig({ SMTP_REQUIRE_TLS: "true" }, CWD).mail.smtpRequireTls, true);
    const mail = readConfig(
      { MAIL_SLOW_RETRY_SECONDS: "1800", MAIL_SLOW_RETRY_DAYS: "5", MAIL_SMTP_TIMEOUT_SECONDS: "30", MAIL_CONCURRENCY: "4" },
      CWD,
    ).mail;
    assert.deepEqual([mail.slowRetrySeconds, mail.slowRetryDays, mail.smtpTimeoutSeconds, mail.concurrency], [1800, 5, 30, 4]);
    assert.throws(
      () => readConfig({ MAIL_SLOW_RETRY_SECONDS: "0", MAIL_SLOW_RETRY_DAYS: "0", SMTP_REQUIRE_TLS: "maybe" }, CWD),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.problems.join("\n") ===
          [
            'MAIL_SLOW_RETRY_SECONDS="0" must be a whole number from 1 to 86400.',
            'MAIL_SLOW_RETRY_DAYS="0" must be a whole number from 1 to 30.',
            'SMTP_REQUIRE_TLS="maybe" must be true or false.',
          ].join("\n"),
    );
  });
});

describe("the worker under load", () => {
  /** A service whose busy answers come from `looks` in turn (the last one repeats), on a clock that only counts. */
  async function waited(looks: boolean[]): Promise<{ waited: number; slept: number }> {
    let look = 0;
    let slept = 0;
    const busy = () => looks[Math.min(look++, looks.length - 1)];
    const result = await waitWhileBusy(busy, async (ms) => {
      slept += ms;
    });
    return { waited: result, slept };
  }

  it("sends at once when the service is calm", async () => {
    assert.deepEqual(await waited([false]), { waited: 0, slept: 0 });
  });

  it("once busy, waits for two calm looks in a row, not one instant between two groups of requests", async () => {
    // busy, calm, busy (a group was just answered), then calm twice
    assert.deepEqual(await waited([true, false, true, false, false]), { waited: 4 * YIELD_STEP_MS, slept: 4 * YIELD_STEP_MS });
  });

  it("still sends after a second under a load that never eases", async () => {
    assert.deepEqual(await waited([true]), { waited: YIELD_MAX_MS, slept: YIELD_MAX_MS });
  });
});
