/** Place in line and referral codes (PRODUCT.md §6), the reset mail's fragment link, and the e2e outbox helper. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { REFERRAL_CODE_PATTERN } from "../../src/lib/api-contract";
import { readConfig } from "../src/config";
import { SAME_NETWORK_WINDOW_MS, canonicalMailbox, newReferralCode, sameMailbox } from "../src/lib/referrals";
import { MESSAGES } from "../src/messages";
import { purgeExpired } from "../src/retention";
import { type TestService, alsoStart, freshAddress, freshEmail, startService } from "./helpers";

let service: TestService;

before(async () => {
  // A boost of 2 keeps the expected orders short.
  service = await startService({ REFERRAL_BOOST: "2" });
});
after(async () => {
  await service?.close();
});

let browsers = 0;
async function call(app: TestService["app"], method: "GET" | "POST", url: string, json?: unknown, token?: string) {
  // Each request from its own network and browser, so that no referral here is held as the same person's (N2).
  browsers += 1;
  const headers: Record<string, string> = { "user-agent": `test browser ${browsers}` };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers["content-type"] = "application/json";
  const response = await app.inject({
    method,
    url,
    headers,
    payload: json === undefined ? undefined : JSON.stringify(json),
    remoteAddress: freshAddress(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

interface Member {
  email: string;
  token: string;
}

/** The token of the newest confirmation link mailed to `email` (the outbox keeps it: these services send nothing). */
async function confirmationToken(email: string, target: TestService = service): Promise<string> {
  const [mail] = await target.db.query<{ body: string }>(
    "SELECT body FROM outbox WHERE recipient = $1 AND kind = 'email-confirmation' ORDER BY created_at DESC, id LIMIT 1",
    [email],
  );
  const token = /\/verify-email\/#token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? "")?.[1];
  assert.ok(token, `a confirmation link was mailed to ${email}`);
  return token;
}

/** Follows the confirmation link mailed to `email`. */
async function confirm(email: string, target: TestService = service) {
  return call(target.app, "POST", "/api/users/confirm-email", { token: await confirmationToken(email, target) });
}

/** Registers (with a referral code when given), confirms the address unless told not to, and signs in. */
async function join(referralCode?: string, email = freshEmail(), target: TestService = service, confirmed = true): Promise<Member> {
  const { app } = target;
  const password = "correct horse battery";
  const registered = await call(app, "POST", "/api/users/register", {
    username: email,
    email,
    password,
    ...(referralCode === undefined ? {} : { referralCode }),
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  if (confirmed) assert.equal((await confirm(email, target)).status, 200);
  const login = await call(app, "POST", "/api/users/login", { email, password });
  return { email, token: String(login.body.token) };
}

async function me(member: Member, app = service.app) {
  const answer = await call(app, "GET", "/api/users/me", undefined, member.token);
  assert.equal(answer.status, 200);
  return answer.body as {
    position: number;
    total: number;
    referralCode: string;
    referrals: number;
    pendingReferrals: number;
    referralBoost: number;
    emailConfirmed: boolean;
  };
}

describe("place in line and referrals", () => {
  it("gives every account its own unguessable code and answers position, total, code, referrals and the boost", async () => {
    const a = await join();
    const b = await join();
    const [meA, meB] = [await me(a), await me(b)];
    assert.match(meA.referralCode, REFERRAL_CODE_PATTERN);
    assert.equal(meA.referralCode.length, 12);
    assert.notEqual(meA.referralCode, meB.referralCode);
    assert.equal(meB.position, meA.position + 1, "join order");
    assert.equal(meA.total, meB.total);
    assert.deepEqual([meA.referrals, meA.referralBoost], [0, 2]);
    const codes = new Set(Array.from({ length: 2000 }, () => newReferralCode()));
    assert.equal(codes.size, 2000);
  });

  it("moves a member up REFERRAL_BOOST places per referral; ties go to the earlier joiner", async () => {
    // A fresh service on its own database, so positions start at 1.
    const fresh = await startService({ REFERRAL_BOOST: "2" });
    try {
      const [a, b, c, d, e] = [
        await join(undefined, freshEmail(), fresh),
        await join(undefined, freshEmail(), fresh),
        await join(undefined, freshEmail(), fresh),
        await join(undefined, freshEmail(), fresh),
        await join(undefined, freshEmail(), fresh),
      ];
      const codeOf = async (m: Member) => (await me(m, fresh.app)).referralCode;
      // C (3rd) gains one referral: 3 − 2 = 1, tied with A, who joined first.
      const f = await join(await codeOf(c), freshEmail(), fresh);
      // E (5th) gains one: 5 − 2 = 3, ahead of D (4).
      const g = await join(await codeOf(e), freshEmail(), fresh);
      const order = [a, c, b, e, d, f, g];
      for (const [index, member] of order.entries()) {
        const answer = await me(member, fresh.app);
        assert.deepEqual([answer.position, answer.total], [index + 1, 7], `member ${index + 1} of the expected order`);
      }
      assert.equal((await me(c, fresh.app)).referrals, 1);

      // The boost is a setting: a service started with another one re-ranks the same accounts.
      const other = await alsoStart(fresh, { REFERRAL_BOOST: "0" });
      try {
        assert.equal((await me(c, other.app)).position, 3, "with no boost, C is back at its join place");
        assert.equal((await me(b, other.app)).position, 2);
      } finally {
        await other.close();
      }
    } finally {
      await fresh.close();
    }
  });

  it("ignores a self-referral and an unknown or malformed code, without an error", async () => {
    const owner = await join();
    const { referralCode } = await me(owner);
    const [user, domain] = owner.email.split("@");
    await join(referralCode, `${user}+again@${domain}`);
    assert.equal((await me(owner)).referrals, 0, "the owner's own mailbox does not count");
    await join("NoSuchCode12");
    await join("not a code!");
    assert.equal((await me(owner)).referrals, 0);
    await join(referralCode);
    assert.equal((await me(owner)).referrals, 1, "a friend's sign-up counts");
    assert.ok(sameMailbox("ada+x@example.com", "ada@example.com"));
    assert.ok(!sameMailbox("ada@example.com", "ada@example.org"));
  });

  it("counts a referral only once the referred account confirms its address, and only once", async () => {
    const referrer = await join();
    const { referralCode, position } = await me(referrer);
    const friend = await join(referralCode, freshEmail(), service, false);
    assert.deepEqual([(await me(referrer)).referrals, (await me(referrer)).position], [0, position], "not before the friend confirms");
    assert.equal((await me(friend)).emailConfirmed, false);
    const token = await confirmationToken(friend.email);
    const confirmed = await call(service.app, "POST", "/api/users/confirm-email", { token });
    assert.deepEqual([confirmed.status, confirmed.body.msg], [200, MESSAGES.emailConfirmed]);
    assert.equal((await me(friend)).emailConfirmed, true);
    const after = await me(referrer);
    assert.equal(after.referrals, 1);
    assert.ok(after.position < position, `moved up from ${position} to ${after.position}`);
    const again = await call(service.app, "POST", "/api/users/confirm-email", { token });
    assert.deepEqual([again.status, again.body.msg], [200, MESSAGES.emailLinkUsed]);
    assert.equal((await me(referrer)).referrals, 1, "a link followed twice counts once");
  });

  it("mails the reset link with its token in the fragment, never in the query", async () => {
    const member = await join();
    const asked = await call(service.app, "POST", "/api/users/passwordreset", { email: member.email });
    assert.equal(asked.status, 200);
    const [reset] = await service.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND kind = 'password-reset'", [member.email]);
    assert.ok(reset, "the reset mail is waiting");
    assert.match(reset.body, new RegExp(`${service.config.siteUrl.replace(/[.:/]/g, "\\$&")}/reset-password/#token=[A-Za-z0-9_-]{43}`));
    assert.doesNotMatch(reset.body, /\?token=/);
  });

  it("refuses a negative boost", () => {
    assert.throws(() => readConfig({ REFERRAL_BOOST: "-1" }, process.cwd()), /REFERRAL_BOOST/);
  });
});

describe("referrals count people, not inboxes (review 3 N2)", () => {
  it("reads an address as the inbox it reaches: case, +tags, Gmail's dots and googlemail.com", () => {
    const ada = ["ada.lovelace@gmail.com", "adalovelace@gmail.com", "a.dalovelace@gmail.com", "ad.alovelace@gmail.com", "ada.love.lace@gmail.com"];
    const more = ["adalovelace@googlemail.com", "ada.lovelace+1@gmail.com", "ADA.Lovelace+waitlist@GoogleMail.com ", "ａｄａｌｏｖｅｌａｃｅ@gmail.com"];
    assert.deepEqual(new Set([...ada, ...more].map(canonicalMailbox)), new Set(["adalovelace@gmail.com"]));
    assert.equal(canonicalMailbox("Grace.Hopper+news@Example.COM"), "grace.hopper@example.com", "+tags on any domain; dots kept elsewhere");
    assert.equal(canonicalMailbox("grace@example.com."), "grace@example.com");
    assert.notEqual(canonicalMailbox("grace.hopper@example.com"), canonicalMailbox("gracehopper@example.com"));
    assert.notEqual(canonicalMailbox("ada@gmail.com"), canonicalMailbox("ada@gmail.co"));
    assert.ok(sameMailbox("a.da@googlemail.com", "ada+x@gmail.com"));
  });

  /** Registers `email` from `ip` with browser `agent` (with `code` when given), confirms it and signs in. */
  async function joinFrom(target: TestService, email: string, ip: string, agent: string, code?: string): Promise<Member> {
    const inject = (url: string, body: unknown) =>
      target.app.inject({ method: "POST", url, headers: { "content-type": "application/json", "user-agent": agent }, payload: JSON.stringify(body), remoteAddress: ip });
    const password = "correct horse battery";
    const registered = await inject("/api/users/register", { email, password, ...(code ? { referralCode: code } : {}) });
    assert.equal(registered.statusCode, 201, registered.body);
    assert.equal((await confirm(email, target)).status, 200);
    // Remembered: a test below moves the clock a day on.
    const login = await inject("/api/users/login", { email, password, remember: true });
    assert.equal(login.statusCode, 200, login.body);
    return { email, token: String((JSON.parse(login.body) as { token: string }).token) };
  }

  it("holds the review's five Gmail aliases (and a +tag) for review: Ada stays 31st, with 6 pending", async () => {
    const fresh = await startService({ REFERRAL_BOOST: "10" });
    try {
      for (let i = 0; i < 30; i++) await join(undefined, freshEmail(), fresh);
      const ada = await join(undefined, "ada.lovelace@gmail.com", fresh);
      const { referralCode, position } = await me(ada, fresh.app);
      assert.equal(position, 31);
      const aliases = ["adalovelace@gmail.com", "a.dalovelace@gmail.com", "ad.alovelace@gmail.com", "ada.love.lace@gmail.com", "adalovelace@googlemail.com", "ada.lovelace+1@gmail.com"];
      // Each from its own network and browser: only the inbox gives them away.
      for (const [index, alias] of aliases.entries()) await joinFrom(fresh, alias, `198.51.${index}.7`, `browser ${index}`, referralCode);
      const after = await me(ada, fresh.app);
      assert.deepEqual([after.position, after.total, after.referrals, after.pendingReferrals], [31, 37, 0, 6]);
      const held = await fresh.db.query<{ referral_hold: string }>("SELECT DISTINCT referral_hold FROM users WHERE referred_by IS NOT NULL");
      assert.deepEqual(held, [{ referral_hold: "same-mailbox" }]);

      // A second inbox counts once; its own aliases are held too.
      await joinFrom(fresh, "grace.hopper@gmail.com", "203.0.113.9", "browser g", referralCode);
      await joinFrom(fresh, "gracehopper+ada@googlemail.com", "192.0.2.9", "browser h", referralCode);
      const last = await me(ada, fresh.app);
      // 31 − 10 = 21, tied with the 21st account, which joined first.
      assert.deepEqual([last.position, last.referrals, last.pendingReferrals], [22, 1, 7]);
    } finally {
      await fresh.close();
    }
  });

  it("holds a referral from the referrer's or another referral's /24 (IPv6 /48) with the same browser within a day", async () => {
    const fresh = await startService({ REFERRAL_BOOST: "2" });
    try {
      const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
      const safari = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
      const referrer = await joinFrom(fresh, "referrer@example.com", "203.0.113.5", firefox);
      const { referralCode } = await me(referrer, fresh.app);
      const status = async () => {
        const answer = await me(referrer, fresh.app);
        return [answer.referrals, answer.pendingReferrals];
      };
      await joinFrom(fresh, "a@example.net", "203.0.113.77", firefox, referralCode);
      assert.deepEqual(await status(), [0, 1], "the referrer's own network and browser, minutes after it signed up");
      await joinFrom(fresh, "b@example.net", "203.0.113.78", safari, referralCode);
      assert.deepEqual(await status(), [1, 1], "another browser counts");
      await joinFrom(fresh, "c@example.net", "198.51.100.7", firefox, referralCode);
      await joinFrom(fresh, "d@example.net", "198.51.100.250", firefox, referralCode);
      assert.deepEqual(await status(), [2, 2], "the second from 198.51.100.0/24 with the same browser is held");
      await joinFrom(fresh, "e@example.net", "2001:db8:1:2::5", safari, referralCode);
      await joinFrom(fresh, "f@example.net", "2001:db8:1:ffff::9", safari, referralCode);
      assert.deepEqual(await status(), [3, 3], "one IPv6 /48 is one network");
      fresh.clock.ms += SAME_NETWORK_WINDOW_MS + 60_000;
      await joinFrom(fresh, "g@example.net", "198.51.100.9", firefox, referralCode);
      assert.deepEqual(await status(), [4, 3], "a day later the same network and browser count again");
      // What was compared is kept no longer than it is compared over.
      assert.equal((await purgeExpired(fresh.db, fresh.clock.ms, 395)).signupSignals, 7);
      const kept = await fresh.db.query<{ email: string }>("SELECT email FROM users WHERE signup_network IS NOT NULL OR signup_agent IS NOT NULL");
      assert.deepEqual(kept, [{ email: "g@example.net" }]);
    } finally {
      await fresh.close();
    }
  });
});
