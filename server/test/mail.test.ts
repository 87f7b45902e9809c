/**
 * Mail delivery against a real SMTP server in this process (smtp-server), each message parsed as a mail program
 * would (mailparser): every mail's recipients, subject, both parts and link; double opt-in and one-click
 * unsubscribe; account confirmation; retries, the failed mark, two workers on one database, blanked bodies, and
 * .eml files without SMTP.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { openPostgres } from "../src/db/postgres";
import type { Database } from "../src/db/database";
import { readConfig } from "../src/config";
import { type MailLog, type MailTransport, type OutgoingMail, backlogWatch, deliverDue, fileTransport, queueMail, retryDelayMs, retryFailed, smtpTransport } from "../src/mail/delivery";
import { escapeHtml, newMessageId, readSiteInfo } from "../src/mail/templates";
import { MESSAGES } from "../src/messages";
import { SAMPLE_FILES, type TestService, freshAddress, freshEmail, multipartBody, startService, throwawayDatabase } from "./helpers";

/**
 * An SMTP server on loopback that keeps what it receives; `refuse` makes it turn the next messages away, `delayMs`
 * makes it wait that long before answering each message.
 */
class Sink {
  readonly received: ParsedMail[] = [];
  refuse = 0;
  delayMs = 0;
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.delayMs > 0) {
          stream.resume();
          setTimeout(() => callback(), this.delayMs);
          return;
        }
        if (this.refuse > 0) {
          this.refuse -= 1;
          stream.resume();
          stream.on("end", () => callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 })));
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(port = 0): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as { port: number }).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The messages to `address`, waiting up to 5 s for `count` of them. */
  async to(address: string, count = 1): Promise<ParsedMail[]> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mails = this.received.filter((m) => addresses(m.to).includes(address.toLowerCase()));
      if (mails.length >= count || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

function addresses(field: ParsedMail["to"]): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()));
}

/** The link of a mail's button in both parts (the same address in text and HTML). */
function linkIn(mail: ParsedMail, page: string): string {
  const pattern = new RegExp(`https://gestura\\.example/${page}/#token=[A-Za-z0-9_-]{43}`);
  const text = pattern.exec(mail.text ?? "")?.[0];
  assert.ok(text, `the text part links to /${page}/`);
  assert.ok(String(mail.html).includes(`href="${text}"`), `the HTML part links to the same /${page}/ address`);
  return text;
}

/** The spam signals every form of the site sends (an empty honeypot, a person's pace); without them nothing is mailed. */
const HUMAN = { website: "", elapsed_ms: 9000 };

const tokenOf = (link: string) => decodeURIComponent(link.slice(link.indexOf("#token=") + 7));

const SITE = readSiteInfo();
const TEAM = "team@gestura.example";
const sink = new Sink();
let service: TestService;

before(async () => {
  await sink.start();
  service = await startService({ MAIL_DELIVERY: "true", SMTP_URL: sink.url, TEAM_EMAIL: TEAM, SITE_URL: "https://gestura.example", MAIL_POLL_SECONDS: "3600" });
});
after(async () => {
  await service?.close();
  await sink.stop();
});

async function call(method: "GET" | "POST", url: string, json?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers["content-type"] = "application/json";
  const response = await service.app.inject({ method, url, headers, payload: json === undefined ? undefined : JSON.stringify(json), remoteAddress: freshAddress() });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** Checks what every mail has: one recipient, From the site's name, a subject, a text part and a light HTML part. */
function checkParts(mail: ParsedMail, to: string, subject: RegExp): void {
  assert.deepEqual(addresses(mail.to), [to.toLowerCase()]);
  assert.equal(mail.from?.value[0].address, SITE.email);
  assert.equal(mail.from?.value[0].name, SITE.name);
  assert.match(mail.subject ?? "", subject);
  assert.ok((mail.text ?? "").length > 40, "a plain-text part");
  assert.match(String(mail.html), /<meta name="color-scheme" content="light dark">/);
  assert.match(String(mail.html), /prefers-color-scheme: dark/);
  assert.doesNotMatch(String(mail.html), /<img\b/i);
  assert.ok((mail.text ?? "").includes(SITE.office), "the footer names the office");
}

async function outboxRows(recipient: string) {
  return service.db.query<{ kind: string; body: string; html: string; headers: unknown; sent_at: Date | null; attempts: number }>(
    "SELECT kind, body, html, headers, sent_at, attempts FROM outbox WHERE recipient = $1 ORDER BY created_at",
    [recipient],
  );
}

describe("mail to visitors and the team (SMTP)", () => {
  it("confirms an account's address: the mail, the link, users/me, a resend at most every 10 minutes", async () => {
    const email = freshEmail();
    const registered = await call("POST", "/api/users/register", { username: "Grace", email, password: "correct horse battery" });
    assert.equal(registered.status, 201);
    const [mail] = await sink.to(email);
    checkParts(mail, email, new RegExp(`^Confirm your e-mail address for ${SITE.name}$`));
    assert.match(mail.text ?? "", /Hello Grace,/);
    const link = linkIn(mail, "verify-email");

    const login = await call("POST", "/api/users/login", { email, password: "correct horse battery" });
    const token = String(login.body.token);
    assert.equal((await call("GET", "/api/users/me", undefined, token)).body.emailConfirmed, false);
    const tooSoon = await call("POST", "/api/users/confirm-email/resend", undefined, token);
    assert.deepEqual([tooSoon.status, tooSoon.body.msg], [429, MESSAGES.tooManyConfirmations("10 minutes")]);
    service.clock.ms += 10 * 60 * 1000;
    const resent = await call("POST", "/api/users/confirm-email/resend", undefined, token);
    assert.deepEqual([resent.status, resent.body.msg], [200, MESSAGES.confirmationResent]);
    const both = await sink.to(email, 2);
    assert.equal(both.length, 2);
    assert.notEqual(linkIn(both[1], "verify-email"), link, "a new link");

    const confirmed = await call("POST", "/api/users/confirm-email", { token: tokenOf(link) });
    assert.deepEqual([confirmed.status, confirmed.body.msg], [200, MESSAGES.emailConfirmed]);
    assert.equal((await call("GET", "/api/users/me", undefined, token)).body.emailConfirmed, true);
    const already = await call("POST", "/api/users/confirm-email/resend", undefined, token);
    assert.deepEqual([already.status, already.body.msg], [200, MESSAGES.emailAlreadyConfirmed]);
    const unknown = await call("POST", "/api/users/confirm-email", { token: "not-a-token" });
    assert.deepEqual([unknown.status, unknown.body.msg], [400, MESSAGES.emailLinkUnknown]);
  });

  it("refuses a confirmation link after 7 days", async () => {
    const email = freshEmail();
    await call("POST", "/api/users/register", { email, password: "correct horse battery" });
    const [mail] = await sink.to(email);
    service.clock.ms += 7 * 24 * 60 * 60 * 1000 + 1000;
    const late = await call("POST", "/api/users/confirm-email", { token: tokenOf(linkIn(mail, "verify-email")) });
    assert.deepEqual([late.status, late.body.msg], [400, MESSAGES.emailLinkExpired]);
  });

  it("mails the reset link in the fragment, then 'password changed' after the reset", async () => {
    const email = freshEmail();
    await call("POST", "/api/users/register", { email, password: "correct horse battery" });
    await sink.to(email);
    assert.equal((await call("POST", "/api/users/passwordreset", { email })).status, 200);
    const [, reset] = await sink.to(email, 2);
    checkParts(reset, email, new RegExp(`^Reset your ${SITE.name} password$`));
    const link = linkIn(reset, "reset-password");
    assert.doesNotMatch(reset.text ?? "", /\?token=/);
    const done = await call("POST", "/api/users/passwordreset/confirm", { token: tokenOf(link), password: "a brand new password" });
    assert.equal(done.status, 200);
    const [, , changed] = await sink.to(email, 3);
    checkParts(changed, email, new RegExp(`^Your ${SITE.name} password was changed$`));
    assert.match(changed.text ?? "", /signed out/);
    // Sent mail keeps no link: the parts and headers are blanked once the SMTP server took them (the worker marks
    // a row just after the server's answer, so wait for it).
    const deadline = Date.now() + 5000;
    while ((await outboxRows(email)).some((row) => !row.sent_at) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const row of await outboxRows(email)) {
      assert.ok(row.sent_at, `${row.kind} is marked sent`);
      assert.deepEqual([row.body, row.html, row.headers], ["", "", {}], `${row.kind} is blanked`);
    }
  });

  it("confirms a demo request to the visitor and tells the team, with Reply-To the visitor; spam mails nobody", async () => {
    const email = freshEmail();
    const before = sink.received.filter((m) => addresses(m.to).includes(TEAM)).length;
    const lead = { first_name: "Ada", last_name: "Lovelace", email, phone_number: "+1-202-000-0000", company_name: "Engines <Ltd>", message: "Line one\nLine two", ...HUMAN };
    assert.equal((await call("POST", "/api/demo/schedule-demo", { ...lead, subject: "Demo Request" })).status, 201);
    const [visitor] = await sink.to(email);
    checkParts(visitor, email, new RegExp(`^Your ${SITE.name} demo request$`));
    assert.match(visitor.text ?? "", /15 minutes/);
    assert.match(visitor.text ?? "", /within one business day/);
    const team = (await sink.to(TEAM, before + 1)).at(-1) as ParsedMail;
    checkParts(team, TEAM, /^Demo request: Ada Lovelace, Engines <Ltd>$/);
    assert.equal(team.replyTo?.value[0].address, email);
    assert.match(team.text ?? "", /Message: \nLine one\nLine two/);
    assert.ok(String(team.html).includes(escapeHtml("Engines <Ltd>")), "visitors' words are escaped in the HTML part");

    const teamDemos = async () => (await outboxRows(TEAM)).filter((row) => row.kind === "team-demo").length;
    const demosBefore = await teamDemos();
    const robot = freshEmail();
    assert.equal((await call("POST", "/api/demo/schedule-demo", { ...lead, email: robot, subject: "Demo Request", website: "https://spam.example" })).status, 201);
    assert.deepEqual(await outboxRows(robot), [], "nothing queued for the visitor of a submission flagged as spam");
    assert.equal(await teamDemos(), demosBefore, "nor for the team");
  });

  it("acknowledges a contact message and tells the team", async () => {
    const email = freshEmail();
    const teamBefore = (await sink.to(TEAM, 0)).length;
    const sent = await call("POST", "/api/contact/form-submission", { first_name: "Grace", last_name: "Hopper", email, subject: "A classroom pilot", message: "Hello", ...HUMAN });
    assert.equal(sent.status, 201);
    const [ack] = await sink.to(email);
    checkParts(ack, email, new RegExp(`^We have your message to ${SITE.name}$`));
    assert.match(ack.text ?? "", /^Hello Grace,/);
    const team = (await sink.to(TEAM, teamBefore + 1)).at(-1) as ParsedMail;
    checkParts(team, TEAM, /^Contact message: A classroom pilot \(Grace Hopper\)$/);
    assert.equal(team.replyTo?.value[0].address, email);
  });

  it("confirms a job application and sends the team the application with the résumé attached", async () => {
    const email = freshEmail();
    await call("POST", "/api/users/register", { email, password: "correct horse battery" });
    const login = await call("POST", "/api/users/login", { email, password: "correct horse battery" });
    const teamBefore = (await sink.to(TEAM, 0)).length;
    const { payload, headers } = multipartBody(
      { full_name: "Alan Turing", email, phone: "+1-202-000-0000", position: "Machine Learning Engineer", linkedin_url: "https://www.linkedin.com/in/alan", country: "United Kingdom" },
      [{ field: "resume", filename: "alan-cv.pdf", type: "application/pdf", data: SAMPLE_FILES.pdf }],
    );
    const answer = await service.app.inject({ method: "POST", url: "/api/job/application", payload, headers: { ...headers, authorization: `Bearer ${String(login.body.token)}` }, remoteAddress: freshAddress() });
    assert.equal(answer.statusCode, 201, answer.body);
    // Sign-up's mail and this one share the test clock's time, so they may arrive in either order.
    const confirmation = (await sink.to(email, 2)).find((mail) => mail.subject?.startsWith("Your application")) as ParsedMail;
    checkParts(confirmation, email, new RegExp(`^Your application to ${SITE.name}$`));
    assert.match(confirmation.text ?? "", /^Hello Alan Turing,/);
    const team = (await sink.to(TEAM, teamBefore + 1)).at(-1) as ParsedMail;
    checkParts(team, TEAM, /^Application: Machine Learning Engineer \(Alan Turing\)$/);
    assert.equal(team.attachments.length, 1);
    // Named by us from the sniffed type and the applicant (review 3 N1); the sent name is only text in the body.
    assert.equal(team.attachments[0].filename, "resume-alan-turing.pdf");
    assert.match(team.text ?? "", /Résumé file as sent: alan-cv\.pdf/);
    assert.equal(team.attachments[0].contentType, "application/pdf");
    assert.deepEqual(team.attachments[0].content, SAMPLE_FILES.pdf);
  });
});

describe("shop reservation mail", () => {
  it("confirms a reservation with its reference and lines to the visitor and tells the team; spam mails nobody", async () => {
    const email = freshEmail();
    const teamBefore = (await sink.to(TEAM, 0)).length;
    const details = { name: "Ada Lovelace", email, company: "Analytical Engines", country: "Canada", elapsed_ms: 9000, website: "", lines: [{ id: "1", quantity: 2, price: 1499.99 }] };
    const answer = await call("POST", "/api/shop/reservation", details);
    assert.equal(answer.status, 201);
    const reference = String(answer.body.reference);
    const [visitor] = await sink.to(email);
    checkParts(visitor, email, new RegExp(`^Your ${SITE.name} reservation ${reference}$`));
    assert.match(visitor.text ?? "", /2 x \$1,499\.99/);
    assert.match(visitor.text ?? "", /Total: \$2,999\.98 \(nothing to pay now\)/);
    const team = (await sink.to(TEAM, teamBefore + 1)).at(-1) as ParsedMail;
    checkParts(team, TEAM, new RegExp(`^Reservation ${reference}: Ada Lovelace, Analytical Engines$`));
    assert.equal(team.replyTo?.value[0].address, email);

    const robot = freshEmail();
    assert.equal((await call("POST", "/api/shop/reservation", { ...details, email: robot, website: "https://spam.example" })).status, 201);
    assert.deepEqual(await outboxRows(robot), []);
  });
});

describe("newsletter double opt-in and one-click unsubscribe", () => {
  const subscribers = (email: string) =>
    service.db.query<{ confirmed_at: Date | null; unsubscribed_at: Date | null }>("SELECT confirmed_at, unsubscribed_at FROM newsletter_subscribers WHERE email = $1", [email]);

  it("is pending until the link is followed, resends at most every 10 minutes, and unsubscribes in one click", async () => {
    const email = freshEmail();
    const first = await call("POST", "/api/newsletter/subscriber", { email, ...HUMAN });
    assert.deepEqual([first.status, first.body.msg], [200, MESSAGES.subscribed]);
    const [mail] = await sink.to(email);
    checkParts(mail, email, new RegExp(`^Confirm your subscription to the ${SITE.name} newsletter$`));
    const confirmLink = linkIn(mail, "newsletter-confirm");
    assert.equal((await subscribers(email))[0].confirmed_at, null, "pending, not a subscriber yet");
    const unsubscribePage = /https:\/\/gestura\.example\/newsletter-unsubscribe\/#token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")?.[0];
    assert.ok(unsubscribePage, "the mail carries an unsubscribe link");
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]*:\s*/, "").replace(/\r?\n\s+/g, "");
    const oneClick = /^<(https:\/\/gestura\.example\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43})>$/.exec(header("list-unsubscribe") ?? "")?.[1];
    assert.ok(oneClick, `List-Unsubscribe is one https address: ${header("list-unsubscribe")}`);
    assert.equal(header("list-unsubscribe-post"), "List-Unsubscribe=One-Click");

    // Signing up again within 10 minutes: no second mail, and the answer says the link went out a few minutes ago.
    assert.deepEqual((await call("POST", "/api/newsletter/subscriber", { email, ...HUMAN })).body.msg, MESSAGES.subscribeRecentlySent);
    service.clock.ms += 60 * 1000;
    assert.equal((await sink.to(email, 2)).length, 1);

    const confirmed = await call("POST", "/api/newsletter/confirm", { token: tokenOf(confirmLink) });
    assert.deepEqual([confirmed.status, confirmed.body.msg], [200, MESSAGES.newsletterConfirmed]);
    assert.ok((await subscribers(email))[0].confirmed_at);
    assert.deepEqual((await call("POST", "/api/newsletter/confirm", { token: tokenOf(confirmLink) })).body.msg, MESSAGES.newsletterConfirmed, "twice is fine");
    // Confirmed: signing up again mails nothing.
    service.clock.ms += 11 * 60 * 1000;
    await call("POST", "/api/newsletter/subscriber", { email, ...HUMAN });
    assert.equal((await sink.to(email, 2)).length, 1);

    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the header's address.
    const url = new URL(oneClick);
    const click = await service.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
      remoteAddress: freshAddress(),
    });
    assert.deepEqual([click.statusCode, click.json().msg], [200, MESSAGES.unsubscribed]);
    const [row] = await subscribers(email);
    assert.ok(row.unsubscribed_at);
    assert.equal(row.confirmed_at, null, "no longer counted as a subscriber");
    // The page's way: the token from the fragment, as JSON; twice is fine.
    const page = await call("POST", "/api/newsletter/unsubscribe", { token: tokenOf(unsubscribePage) });
    assert.deepEqual([page.status, page.body.msg], [200, MESSAGES.unsubscribed]);
    const bad = await call("POST", "/api/newsletter/unsubscribe", { token: "x".repeat(43) });
    assert.deepEqual([bad.status, bad.body.msg], [400, MESSAGES.unsubscribeUnknown]);
    const confirmAfter = await call("POST", "/api/newsletter/confirm", { token: tokenOf(confirmLink) });
    assert.deepEqual([confirmAfter.status, confirmAfter.body.msg], [400, MESSAGES.newsletterLinkUnknown]);
  });

  it("mails a new link at once to a sign-up that follows an unsubscribe, even within 10 minutes", async () => {
    const email = freshEmail();
    await call("POST", "/api/newsletter/subscriber", { email, ...HUMAN });
    const [mail] = await sink.to(email);
    assert.equal((await call("POST", "/api/newsletter/confirm", { token: tokenOf(linkIn(mail, "newsletter-confirm")) })).status, 200);
    const unsubscribePage = /newsletter-unsubscribe\/#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? "")?.[1];
    assert.ok(unsubscribePage);
    assert.equal((await call("POST", "/api/newsletter/unsubscribe", { token: unsubscribePage })).status, 200);
    service.clock.ms += 60 * 1000;

    const again = await call("POST", "/api/newsletter/subscriber", { email, ...HUMAN });
    assert.deepEqual([again.status, again.body.msg], [200, MESSAGES.subscribed]);
    const [, second] = await sink.to(email, 2);
    assert.ok(second, "a second confirmation mail arrived");
    assert.equal((await subscribers(email))[0].unsubscribed_at, null, "pending again");
    const confirmed = await call("POST", "/api/newsletter/confirm", { token: tokenOf(linkIn(second, "newsletter-confirm")) });
    assert.deepEqual([confirmed.status, confirmed.body.msg], [200, MESSAGES.newsletterConfirmed]);
  });

  it("refuses a confirmation link after 7 days; subscribing again sends a new one", async () => {
    const email = freshEmail();
    await call("POST", "/api/newsletter/subscriber", { email, ...HUMAN });
    const [mail] = await sink.to(email);
    service.clock.ms += 7 * 24 * 60 * 60 * 1000 + 1000;
    const late = await call("POST", "/api/newsletter/confirm", { token: tokenOf(linkIn(mail, "newsletter-confirm")) });
    assert.deepEqual([late.status, late.body.msg], [400, MESSAGES.newsletterLinkExpired]);
    await call("POST", "/api/newsletter/subscriber", { email, ...HUMAN });
    const [, again] = await sink.to(email, 2);
    assert.equal((await call("POST", "/api/newsletter/confirm", { token: tokenOf(linkIn(again, "newsletter-confirm")) })).status, 200);
  });

  it("mails nobody for a sign-up flagged as spam, and a person's later sign-up still gets its link", async () => {
    const email = freshEmail();
    await call("POST", "/api/newsletter/subscriber", { email, ...HUMAN, website: "https://spam.example" });
    assert.deepEqual(await outboxRows(email), []);
    await call("POST", "/api/newsletter/subscriber", { email, ...HUMAN });
    assert.equal((await sink.to(email)).length, 1);
  });
});

describe("the delivery worker", () => {
  const quiet: MailLog = { info: () => {}, error: () => {} };
  const sample = (to: string, n = 0) => ({
    kind: "contact-acknowledgement" as const,
    to,
    subject: `Test ${n}`,
    text: `Body ${n} https://gestura.example/x/#token=secret`,
    html: `<p>Body ${n}</p>`,
    headers: {},
    messageId: newMessageId(SITE),
  });
  const worker = (db: Database, transport: MailTransport, now: () => number, extra: Partial<Parameters<typeof deliverDue>[0]> = {}) =>
    deliverDue({ db, transport, from: `${SITE.name} <${SITE.email}>`, maxAttempts: 3, retryBaseMs: 60_000, now, log: quiet, ...extra });

  it("retries after the SMTP server refuses, with a growing wait, then delivers", async () => {
    const to = freshEmail();
    const at = { ms: service.clock.ms };
    await queueMail(service.db, sample(to), at.ms);
    sink.refuse = 2;
    const transport = smtpTransport(sink.url);
    try {
      assert.deepEqual(await worker(service.db, transport, () => at.ms), { sent: 0, retried: 1, failed: 0 });
      let [row] = await service.db.query<{ attempts: number; last_error: string; next_attempt_at: Date }>("SELECT attempts, last_error, next_attempt_at FROM outbox WHERE recipient = $1", [to]);
      assert.equal(row.attempts, 1);
      assert.match(row.last_error, /451|busy/i);
      assert.equal(new Date(row.next_attempt_at).getTime(), at.ms + retryDelayMs(1, 60_000));
      assert.deepEqual(await worker(service.db, transport, () => at.ms), { sent: 0, retried: 0, failed: 0 }, "not due yet");
      at.ms += 60_000;
      assert.deepEqual(await worker(service.db, transport, () => at.ms), { sent: 0, retried: 1, failed: 0 });
      [row] = await service.db.query("SELECT attempts, last_error, next_attempt_at FROM outbox WHERE recipient = $1", [to]);
      assert.equal(new Date(row.next_attempt_at).getTime(), at.ms + 120_000, "the wait doubles");
      at.ms += 120_000;
      assert.deepEqual(await worker(service.db, transport, () => at.ms), { sent: 1, retried: 0, failed: 0 });
      assert.equal((await sink.to(to)).length, 1);
    } finally {
      transport.close();
      sink.refuse = 0;
    }
  });

  it("after the fast tries, tries every hour for 3 days, then marks the mail failed, keeps it and logs an error; retry-failed sends it", async () => {
    const { db, drop } = await throwawayDatabase();
    try {
      const to = freshEmail();
      const at = { ms: service.clock.ms };
      await queueMail(db, sample(to), at.ms);
      const errors: object[] = [];
      const tries: { at: number; messageId: string }[] = [];
      const refusing: MailTransport = {
        description: "refuses",
        send: (message) => {
          tries.push({ at: at.ms, messageId: message.messageId });
          return Promise.reject(new Error("550 no such mailbox"));
        },
        close: () => {},
      };
      const due = async () => new Date((await db.query<{ next_attempt_at: Date }>("SELECT next_attempt_at FROM outbox"))[0].next_attempt_at).getTime();
      const state = async () =>
        (await db.query<{ attempts: number; failed_at: Date | null; sent_at: Date | null; body: string; last_error: string; message_id: string }>(
          "SELECT attempts, failed_at, sent_at, body, last_error, message_id FROM outbox",
        ))[0];
      for (let round = 0; round < 200 && !(await state()).failed_at; round += 1) {
        await worker(db, refusing, () => at.ms, { log: { info: () => {}, error: (o) => errors.push(o) } });
        at.ms = Math.max(at.ms, await due());
      }
      const row = await state();
      const gaps = tries.slice(1).map((t, i) => (t.at - tries[i].at) / 60_000);
      assert.deepEqual(gaps.slice(0, 2), [1, 2], "the fast lane: 1 minute, then 2");
      assert.deepEqual(new Set(gaps.slice(2)), new Set([60]), "the slow lane: one try an hour");
      assert.equal(tries.length, 3 + 72, "3 fast tries, then 72 hourly ones");
      assert.equal((tries.at(-1)?.at ?? 0) - tries[2].at, 3 * 24 * 60 * 60_000, "the slow lane lasts 3 days");
      assert.deepEqual([row.attempts, Boolean(row.failed_at), row.sent_at, row.last_error], [75, true, null, "550 no such mailbox"]);
      assert.match(row.body, /Body 0/, "a failed mail keeps its text, to be sent again");
      assert.equal(errors.length, 1);
      assert.doesNotMatch(JSON.stringify(errors), /token=|secret/, "the log holds no link");
      assert.deepEqual(await worker(db, refusing, () => at.ms + 1e9), { sent: 0, retried: 0, failed: 0 }, "never tried again on its own");

      // npm run mail -- retry-failed: queued again, sent at the next round with the Message-ID of every earlier try.
      assert.deepEqual(await retryFailed(db, at.ms), { requeued: 1, blank: 0 });
      const sent: OutgoingMail[] = [];
      const accepting: MailTransport = { description: "accepts", send: async (message) => void sent.push(message), close: () => {} };
      assert.deepEqual(await worker(db, accepting, () => at.ms), { sent: 1, retried: 0, failed: 0 });
      assert.deepEqual(new Set([...tries.map((t) => t.messageId), sent[0].messageId]), new Set([row.message_id]));
      assert.ok((await state()).sent_at);
    } finally {
      await drop();
    }
  });

  it("delivers each mail exactly once with two workers on one database", async () => {
    const { db, url, drop } = await throwawayDatabase();
    // On PostgreSQL the second worker has its own connections, as a second instance would.
    const second = url ? await openPostgres(url, 4) : db;
    const received: string[] = [];
    const recording: MailTransport = {
      description: "records",
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        received.push(message.subject);
      },
      close: () => {},
    };
    try {
      const now = Date.now();
      for (let n = 0; n < 40; n += 1) await queueMail(db, sample(`many${n}@example.com`, n), now);
      const rounds = async (handle: Database) => {
        for (let i = 0; i < 10; i += 1) await worker(handle, recording, () => now, { batch: 3 });
      };
      await Promise.all([rounds(db), rounds(second), rounds(db), rounds(second)]);
      assert.equal(received.length, 40);
      assert.equal(new Set(received).size, 40, "no mail twice");
      const [left] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL");
      assert.equal(left.n, 0);
    } finally {
      if (second !== db) await second.close();
      await drop();
    }
  });

  it("without SMTP writes each mail as an .eml file a mail program opens", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-mail-"));
    try {
      const to = freshEmail();
      await queueMail(service.db, sample(to, 7), service.clock.ms);
      const transport = fileTransport(dir);
      // Other tests' due mail may be claimed here too; only this one is looked for.
      await worker(service.db, transport, () => service.clock.ms, { batch: 100 });
      const files = fs.readdirSync(dir).filter((name) => name.endsWith(".eml"));
      const parsed = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))));
      const mine = parsed.find((m) => addresses(m.to).includes(to));
      assert.ok(mine, "an .eml file for the mail");
      assert.equal(mine.subject, "Test 7");
      assert.match(mine.text ?? "", /Body 7/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  it("delivers every mail once the SMTP server is back after 6 hours down (moved clock, default settings)", async () => {
    const { db, drop } = await throwawayDatabase();
    // A port with nothing listening: the SMTP server is down; later a sink starts on it.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 5000, requireTls: false });
    const back = new Sink();
    const settings = readConfig({}, process.cwd()).mail;
    const policy = {
      maxAttempts: settings.maxAttempts,
      retryBaseMs: settings.retrySeconds * 1000,
      slowRetryMs: settings.slowRetrySeconds * 1000,
      slowSpanMs: settings.slowRetryDays * 24 * 3600 * 1000,
    };
    try {
      const start = service.clock.ms;
      const at = { ms: start };
      const recipients = Array.from({ length: 4 }, () => freshEmail());
      for (const [n, to] of recipients.entries()) await queueMail(db, sample(to, n), at.ms);
      let tries = 0;
      for (; at.ms < start + 6 * 3600_000; at.ms += 5 * 60_000) {
        const counts = await worker(db, transport, () => at.ms, policy);
        assert.equal(counts.failed, 0, `nothing is given up after ${(at.ms - start) / 60_000} minutes down`);
        tries += counts.retried;
      }
      assert.ok(tries >= 4 * (settings.maxAttempts + 1), `every mail used its fast tries and went on in the slow lane (${tries} tries)`);
      const waiting = await db.query<{ body: string; slow_until: Date | null }>("SELECT body, slow_until FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL");
      assert.equal(waiting.length, 4);
      assert.ok(waiting.every((row) => row.body !== "" && row.slow_until !== null), "all four wait in the slow lane, whole");

      await back.start(port);
      for (let step = 0; step < 13 && back.received.length < 4; step += 1, at.ms += 5 * 60_000) await worker(db, transport, () => at.ms, policy);
      for (const to of recipients) assert.equal((await back.to(to)).length, 1, `${to} got its mail once`);
      const [left] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL");
      assert.equal(left.n, 0);
    } finally {
      transport.close();
      await back.stop();
      await drop();
    }
  });

  it("claims each mail alone: while one send hangs, another worker sends the rest", async () => {
    const { db, url, drop } = await throwawayDatabase();
    const second = url ? await openPostgres(url, 4) : db;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hanging: MailTransport = { description: "hangs", send: () => held, close: () => {} };
    const sent: string[] = [];
    const recording: MailTransport = { description: "records", send: async (message) => void sent.push(message.subject), close: () => {} };
    try {
      const now = Date.now();
      for (let n = 0; n < 3; n += 1) await queueMail(db, sample(`alone${n}@example.com`, n), now);
      const first = worker(db, hanging, () => now);
      for (let waited = 0; (await db.query("SELECT id FROM outbox WHERE claimed_until IS NOT NULL")).length === 0 && waited < 5000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.deepEqual(await worker(second, recording, () => now), { sent: 2, retried: 0, failed: 0 }, "the first worker holds one mail, not the batch");
      release();
      assert.deepEqual(await first, { sent: 1, retried: 0, failed: 0 });
    } finally {
      release();
      if (second !== db) await second.close();
      await drop();
    }
  });

  it("records a send only while the claim is its own: a worker whose lease ran out leaves the row to the one that took it", async () => {
    const { db, drop } = await throwawayDatabase();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const errors: string[] = [];
    try {
      const at = { ms: Date.now() };
      await queueMail(db, sample("lease@example.com"), at.ms);
      const slow = worker(db, { description: "slow", send: () => held, close: () => {} }, () => at.ms, {
        leaseMs: 1000,
        log: { info: () => {}, error: (_o, message) => errors.push(message) },
      });
      while ((await db.query("SELECT id FROM outbox WHERE claimed_until IS NOT NULL")).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      at.ms += 2000;
      const refusing: MailTransport = { description: "refuses", send: () => Promise.reject(new Error("451 try later")), close: () => {} };
      assert.deepEqual(await worker(db, refusing, () => at.ms), { sent: 0, retried: 1, failed: 0 }, "the lease ran out: another worker takes the mail");
      release();
      await slow;
      const [row] = await db.query<{ sent_at: Date | null; attempts: number; last_error: string }>("SELECT sent_at, attempts, last_error FROM outbox");
      assert.deepEqual([row.sent_at, row.attempts, row.last_error], [null, 2, "451 try later"], "the late worker did not overwrite the row");
      assert.deepEqual(errors, ["mail sent after its claim ran out"]);
    } finally {
      release();
      await drop();
    }
  });

  const message = (to: string): OutgoingMail => ({
    id: "00000000-0000-4000-8000-000000000000",
    messageId: newMessageId(SITE),
    kind: "contact-acknowledgement",
    from: `${SITE.name} <${SITE.email}>`,
    to,
    subject: "Test",
    text: "Body",
    html: "<p>Body</p>",
    headers: {},
    attachments: [],
  });

  it("cuts an SMTP send off after the timeout (a third of a claim's lease)", async () => {
    const slow = new Sink();
    slow.delayMs = 10_000;
    await slow.start();
    const transport = smtpTransport(slow.url, { timeoutMs: 500, requireTls: false });
    try {
      const started = Date.now();
      await assert.rejects(transport.send(message(freshEmail())), /abort/i);
      assert.ok(Date.now() - started < 3000, `gave up after ${Date.now() - started} ms`);
    } finally {
      transport.close();
      await slow.stop();
    }
  });

  it("with STARTTLS required, refuses a server that does not offer it (SMTP_REQUIRE_TLS)", async () => {
    const transport = smtpTransport(sink.url, { timeoutMs: 5000, requireTls: true });
    const to = freshEmail();
    try {
      await assert.rejects(transport.send(message(to)), /STARTTLS/i);
      assert.equal(sink.received.filter((mail) => addresses(mail.to).includes(to)).length, 0);
    } finally {
      transport.close();
    }
  });

  it("logs the backlog at error level when the most overdue mail is over 15 minutes late, at most every 15 minutes", async () => {
    const { db, drop } = await throwawayDatabase();
    const lines: string[] = [];
    const at = { ms: service.clock.ms };
    const watch = backlogWatch(db, { info: () => {}, error: (_o, line) => lines.push(line) }, () => at.ms);
    try {
      await queueMail(db, sample("late@example.com"), at.ms);
      at.ms += 15 * 60_000;
      await watch.check();
      assert.deepEqual(lines, [], "15 minutes is not late yet");
      at.ms += 60_000;
      await watch.check();
      assert.deepEqual(lines, ["mail backlog: 1 queued (0 in the slow lane, the most overdue 16 minutes late), 0 failed"]);
      at.ms += 5 * 60_000;
      await watch.check();
      assert.equal(lines.length, 1, "not again within 15 minutes");
      at.ms += 10 * 60_000;
      await watch.check();
      assert.equal(lines.length, 2, "again after 15 minutes while it is still late");
      await worker(db, { description: "accepts", send: async () => {}, close: () => {} }, () => at.ms);
      at.ms += 30 * 60_000;
      await watch.check();
      assert.equal(lines.length, 2, "quiet once the mail is sent");
    } finally {
      await drop();
    }
  });
});

describe("mail to an address a visitor typed (review 3 N3)", () => {
  const visitorText = (mail: ParsedMail) => `${mail.subject}\n${mail.text}\n${String(mail.html)}`;

  it("quotes none of the visitor's words but a name without links or domains", async () => {
    const email = freshEmail();
    const contact = await call("POST", "/api/contact/form-submission", {
      first_name: "Your account is locked. Unlock at https://evil.example/unlock",
      last_name: "x",
      email,
      subject: "Security alert: verify at https://evil.example",
      message: "Call +1 202 555 0100 now",
      ...HUMAN,
    });
    assert.equal(contact.status, 201);
    const demo = await call("POST", "/api/demo/schedule-demo", {
      first_name: "Claim your refund at evil.example/refund",
      last_name: "x",
      email,
      phone_number: "+1-202-000-0000",
      company_name: "x",
      message: "m",
      ...HUMAN,
    });
    assert.equal(demo.status, 201);
    const reservation = await call("POST", "/api/shop/reservation", {
      name: "Pay the deposit at www.evil.example/pay",
      email,
      company: "x",
      country: "Canada",
      lines: [{ id: "1", quantity: 1, price: 1499.99 }],
      ...HUMAN,
    });
    assert.equal(reservation.status, 201);
    const mails = await sink.to(email, 3);
    assert.equal(mails.length, 3);
    for (const mail of mails) {
      assert.doesNotMatch(visitorText(mail), /evil|Unlock|Security alert|verify at|555/i, `${mail.subject}: no link, domain, subject or message of the visitor's`);
    }
    const greetings = mails.map((mail) => /^Hello[^\n]*/.exec(mail.text ?? "")?.[0]).sort();
    assert.deepEqual(greetings, ["Hello Claim your refund at,", "Hello Pay the deposit at,", "Hello Your account is locked.,"]);

    const member = freshEmail();
    assert.equal((await call("POST", "/api/users/register", { username: "Visit evil.example https://evil.example/x now", email: member, password: "correct horse battery" })).status, 201);
    const [confirmation] = await sink.to(member);
    assert.match(confirmation.text ?? "", /^Hello Visit now,/);
    assert.doesNotMatch(visitorText(confirmation), /evil/);
  });

  it("sends one address at most 3 mails a day across every form, then none; the answers do not change and the team hears of each", async () => {
    const email = freshEmail();
    const mine = async () => (await service.db.query<{ kind: string }>("SELECT kind FROM outbox WHERE lower(recipient) = $1 ORDER BY kind", [email])).map((row) => row.kind);
    const teamKinds = async () => (await service.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE kind LIKE 'team-%'"))[0].n;
    const teamBefore = await teamKinds();
    const lead = { first_name: "Ada", last_name: "Lovelace", phone_number: "+1-202-000-0000", company_name: "Engines", message: "Hello", ...HUMAN };
    const answers = [
      await call("POST", "/api/contact/form-submission", { ...lead, email }),
      await call("POST", "/api/demo/schedule-demo", { ...lead, email: email.toUpperCase() }),
      await call("POST", "/api/newsletter/subscriber", { email: email.replace(/^v/, "V"), ...HUMAN }),
      await call("POST", "/api/contact/form-submission", { ...lead, email }),
      await call("POST", "/api/shop/reservation", { name: "Ada", email, company: "Engines", country: "Canada", lines: [{ id: "1", quantity: 1, price: 1499.99 }], ...HUMAN }),
    ];
    assert.deepEqual(
      answers.map((answer) => [answer.status, answer.body.success]),
      [
        [201, true],
        [201, true],
        [200, true],
        [201, true],
        [201, true],
      ],
    );
    assert.deepEqual(await mine(), ["contact-acknowledgement", "demo-confirmation", "newsletter-confirmation"], "three mails, whatever the address's case");
    assert.equal(await teamKinds(), teamBefore + 4, "the team hears of the contact messages, the demo and the reservation");
    assert.equal((await sink.to(email, 4)).length, 3);

    service.clock.ms += 24 * 60 * 60 * 1000;
    assert.equal((await call("POST", "/api/contact/form-submission", { ...lead, email })).status, 201);
    assert.equal((await mine()).length, 4, "the next day, mail again");
  });

  it("stores a submission without the spam signals flagged, answers as usual, and mails nobody", async () => {
    const email = freshEmail();
    const teamBefore = (await service.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE kind LIKE 'team-%'"))[0].n;
    const lead = { first_name: "Ada", last_name: "Lovelace", email, phone_number: "+1-202-000-0000", company_name: "Engines", message: "Hello" };
    const contact = await call("POST", "/api/contact/form-submission", lead);
    const demo = await call("POST", "/api/demo/schedule-demo", { ...lead, website: "" });
    const newsletter = await call("POST", "/api/newsletter/subscriber", { email, elapsed_ms: 9000 });
    const reservation = await call("POST", "/api/shop/reservation", { name: "Ada", email, company: "Engines", country: "Canada", lines: [{ id: "1", quantity: 1, price: 1499.99 }] });
    assert.deepEqual(
      [contact, demo, newsletter, reservation].map((answer) => [answer.status, answer.body.msg]),
      [
        [201, MESSAGES.contactReceived],
        [201, MESSAGES.demoScheduled],
        [200, MESSAGES.subscribed],
        [201, MESSAGES.reserved],
      ],
    );
    for (const table of ["contact_messages", "demo_requests", "newsletter_subscribers", "shop_reservations"]) {
      const rows = await service.db.query<{ spam: boolean }>(`SELECT spam FROM ${table} WHERE lower(email) = $1`, [email]);
      assert.deepEqual(rows, [{ spam: true }], `${table}: stored, flagged`);
    }
    assert.deepEqual(await outboxRows(email), []);
    assert.equal((await service.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE kind LIKE 'team-%'"))[0].n, teamBefore, "nor the team");
  });
});
