/** Place in line and referral codes (PRODUCT.md §6), the reset mail's fragment link, and the e2e outbox helper. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { REFERRAL_CODE_PATTERN } from "../../src/lib/api-contract";
import { readConfig } from "../src/config";
import { newReferralCode, sameMailbox } from "../src/lib/referrals";
import { MESSAGES } from "../src/messages";
import { type TestService, alsoStart, freshAddress, freshEmail, startService } from "./helpers";

let service: TestService;

before(async () => {
  // A boost of 2 keeps the expected orders short.
  service = await startService({ REFERRAL_BOOST: "2" });
});
after(async () => {
  await service?.close();
});

async function call(app: TestService["app"], method: "GET" | "POST", url: string, json?: unknown, token?: string) {
  const headers: Record<string, string> = {};
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
  return answer.body as { position: number; total: number; referralCode: string; referrals: number; referralBoost: number; emailConfirmed: boolean };
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
