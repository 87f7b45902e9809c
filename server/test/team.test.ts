/**
 * The team console's service (issue 44): the role, its 12-hour sessions, leads (list, filters, search, paging, detail,
 * status, notes, resending a failed notification, résumé links), the waitlist and its invite waves (also two at once
 * on two instances), subscribers, analytics, the audit log and CSV exports, on the embedded database or PostgreSQL.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { TEAM_PATHS, teamPath } from "../../src/lib/team-contract";
import { buildApp } from "../src/app";
import { openPostgres } from "../src/db/postgres";
import { grantTeamRole, listTeam, revokeTeamRole } from "../src/lib/team";
import { hashToken } from "../src/lib/tokens";
import { MESSAGES } from "../src/messages";
import {
  SAMPLE_FILES,
  STORE,
  type TestService,
  alsoStart,
  freshAddress,
  freshEmail,
  multipartBody,
  startService,
  throwawayDatabase,
} from "./helpers";

let service: TestService;
before(async () => {
  service = await startService();
});
after(async () => {
  await service?.close();
});

const PASSWORD = "correct horse battery";
const HUMAN = { website: "", elapsed_ms: 5000 };
let browsers = 0;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
  headers: Record<string, unknown>;
}

async function call(
  method: "GET" | "POST",
  url: string,
  options: { token?: string; json?: unknown; payload?: Buffer; headers?: Record<string, string>; app?: TestService["app"] } = {},
): Promise<Answer> {
  browsers += 1;
  const headers: Record<string, string> = { "user-agent": `team test ${browsers}`, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const response = await (options.app ?? service.app).inject({
    method,
    url,
    headers,
    payload: options.payload ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    remoteAddress: freshAddress(),
  });
  const isJson = String(response.headers["content-type"] ?? "").startsWith("application/json");
  return {
    status: response.statusCode,
    body: isJson ? (response.json() as Record<string, unknown>) : {},
    text: response.body,
    headers: response.headers,
  };
}

const api = (path: string) => `/api/${path}`;

/** Registers, confirms (unless told not to) and signs in; the token and the account's address. */
async function join(options: { confirmed?: boolean; remember?: boolean; email?: string } = {}): Promise<{ email: string; token: string }> {
  const email = options.email ?? freshEmail();
  const registered = await call("POST", api("users/register"), { json: { username: email, email, password: PASSWORD } });
  assert.equal(registered.status, 201, registered.text);
  if (options.confirmed !== false) {
    const [mail] = await service.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE recipient = $1 AND kind = 'email-confirmation' ORDER BY created_at DESC LIMIT 1",
      [email],
    );
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    assert.equal((await call("POST", api("users/confirm-email"), { json: { token } })).status, 200);
  }
  return { email, token: await signIn(email, options.remember) };
}

async function signIn(email: string, remember = false): Promise<string> {
  const login = await call("POST", api("users/login"), { json: { email, password: PASSWORD, remember } });
  assert.equal(login.status, 200, login.text);
  return String(login.body.token);
}

/** A confirmed account with the team role, signed in after the grant. */
async function teamMember(): Promise<{ email: string; token: string }> {
  const account = await join();
  const granted = await grantTeamRole(service.db, account.email, "npm run team", service.clock.ms);
  assert.equal(granted.ok, true, granted.message);
  return { email: account.email, token: await signIn(account.email) };
}

async function demoRequest(fields: Partial<Record<string, string>> = {}, signals: Record<string, unknown> = HUMAN): Promise<string> {
  const email = fields.email ?? freshEmail();
  const sent = await call("POST", api("demo/schedule-demo"), {
    json: {
      first_name: "Grace",
      last_name: "Hopper",
      email,
      phone_number: "+1-202-000-0000",
      company_name: "Navy Labs",
      message: "A demo, please.",
      ...fields,
      ...signals,
    },
  });
  assert.equal(sent.status, 201, sent.text);
  const [row] = await service.db.query<{ id: string }>("SELECT id FROM demo_requests WHERE email = $1", [email]);
  return row.id;
}

async function auditActions(): Promise<string[]> {
  const rows = await service.db.query<{ action: string }>("SELECT action FROM team_audit ORDER BY seq");
  return rows.map((row) => row.action);
}

describe(`team role and access (${STORE} database)`, () => {
  it("grants only to a confirmed account, lists and revokes, with clear sentences", async () => {
    const unconfirmed = await join({ confirmed: false });
    const refused = await grantTeamRole(service.db, unconfirmed.email, "npm run team", service.clock.ms);
    assert.equal(refused.ok, false);
    assert.match(refused.message, /has not confirmed its address/);
    const unknown = await grantTeamRole(service.db, "nobody@example.com", "npm run team", service.clock.ms);
    assert.deepEqual([unknown.ok, /No account has the address nobody@example.com/.test(unknown.message)], [false, true]);

    const account = await join();
    assert.match((await grantTeamRole(service.db, account.email.toUpperCase(), "npm run team", service.clock.ms)).message, /is now on the team/);
    assert.match((await grantTeamRole(service.db, account.email, "npm run team", service.clock.ms)).message, /already on the team/);
    assert.ok((await listTeam(service.db)).some((m) => m.email === account.email));
    assert.match((await revokeTeamRole(service.db, account.email, "npm run team", service.clock.ms)).message, /no longer on the team/);
    assert.ok(!(await listTeam(service.db)).some((m) => m.email === account.email));
    const actions = await auditActions();
    assert.ok(actions.includes("team-add") && actions.includes("team-remove"));
  });

  it("answers 401 without a session and 403 with a sentence for an account without the role, on every team call", async () => {
    const visitor = await join();
    const id = "00000000-0000-4000-8000-000000000000";
    const calls: ["GET" | "POST", string, unknown?][] = [
      ["GET", TEAM_PATHS.leads],
      ["GET", TEAM_PATHS.leadsExport],
      ["GET", teamPath("lead", { kind: "demo", id })],
      ["POST", teamPath("leadStatus", { kind: "demo", id }), { status: "handled" }],
      ["POST", teamPath("leadNotes", { kind: "demo", id }), { text: "hi" }],
      ["POST", teamPath("leadNotify", { kind: "demo", id })],
      ["POST", teamPath("resumeLink", { id })],
      ["GET", teamPath("resume", { token: "a".repeat(43) })],
      ["GET", TEAM_PATHS.waitlist],
      ["GET", TEAM_PATHS.waitlistExport],
      ["POST", TEAM_PATHS.invitePreview, { count: 1 }],
      ["POST", TEAM_PATHS.invite, { count: 1 }],
      ["GET", TEAM_PATHS.subscribers],
      ["GET", TEAM_PATHS.subscribersExport],
      ["GET", TEAM_PATHS.analytics],
      ["GET", TEAM_PATHS.audit],
      ["GET", TEAM_PATHS.auditExport],
    ];
    for (const [method, path, json] of calls) {
      const anonymous = await call(method, api(path), { json });
      assert.equal(anonymous.status, 401, `${path} without a session`);
      const forbidden = await call(method, api(path), { json, token: visitor.token });
      assert.deepEqual([forbidden.status, forbidden.body], [403, { success: false, msg: MESSAGES.teamOnly }], `${path} without the role`);
    }
    const me = await call("GET", api("users/me"), { token: visitor.token });
    assert.equal(me.body.team, false);
  });

  it("ends a team session within 12 hours, even one signed in with Remember me before the grant", async () => {
    const account = await join({ remember: true });
    const early = account.token;
    await grantTeamRole(service.db, account.email, "npm run team", service.clock.ms);
    const late = await signIn(account.email, true);
    const me = await call("GET", api("users/me"), { token: late });
    assert.equal(me.body.team, true);
    const [session] = await service.db.query<{ hours: number }>(
      "SELECT extract(epoch FROM expires_at - created_at)::int / 3600 AS hours FROM sessions WHERE token_hash = $1",
      [hashToken(late)],
    );
    assert.equal(session.hours, 12);
    assert.equal((await call("GET", api(TEAM_PATHS.leads), { token: early })).status, 200);
    const start = service.clock.ms;
    service.clock.ms += 12 * 3600 * 1000;
    try {
      const old = await call("GET", api(TEAM_PATHS.leads), { token: early });
      assert.deepEqual([old.status, old.body.msg], [401, MESSAGES.teamSessionEnded]);
      assert.equal((await call("GET", api(TEAM_PATHS.leads), { token: late })).status, 401);
    } finally {
      service.clock.ms = start;
    }
  });
});

describe(`leads (${STORE} database)`, () => {
  let team: { email: string; token: string };
  before(async () => {
    team = await teamMember();
  });

  it("lists every kind newest first, filters by kind and status, searches, and pages by cursor", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const first = await demoRequest({ company_name: `Acme ${tag}` });
    service.clock.ms += 1000;
    const contact = await call("POST", api("contact/form-submission"), {
      json: { first_name: "Ada", last_name: tag, email: freshEmail(), message: "Hello", ...HUMAN },
    });
    assert.equal(contact.status, 201);
    service.clock.ms += 1000;
    const spam = await demoRequest({ email: `${tag}@example.com` }, { website: "http://spam.example", elapsed_ms: 5000 });
    service.clock.ms += 1000;

    const all = await call("GET", api(`${TEAM_PATHS.leads}?q=${tag.toUpperCase()}`), { token: team.token });
    assert.equal(all.status, 200, all.text);
    const items = all.body.items as { id: string; kind: string; status: string; notification: string; name: string }[];
    assert.deepEqual(
      items.map((l) => [l.kind, l.status, l.notification]),
      [
        ["demo", "spam", "none"],
        ["contact", "new", "queued"],
        ["demo", "new", "queued"],
      ],
    );
    assert.equal(items[2].id, first);
    assert.equal(all.body.total, 3);

    const onlySpam = await call("GET", api(`${TEAM_PATHS.leads}?q=${tag}&status=spam`), { token: team.token });
    assert.deepEqual(
      (onlySpam.body.items as { id: string }[]).map((l) => l.id),
      [spam],
    );
    const onlyContact = await call("GET", api(`${TEAM_PATHS.leads}?q=${tag}&kind=contact`), { token: team.token });
    assert.deepEqual(
      (onlyContact.body.items as { name: string }[]).map((l) => l.name),
      [`Ada ${tag}`],
    );

    const page1 = await call("GET", api(`${TEAM_PATHS.leads}?q=${tag}&limit=2`), { token: team.token });
    assert.equal((page1.body.items as unknown[]).length, 2);
    assert.equal(typeof page1.body.nextCursor, "string");
    const page2 = await call("GET", api(`${TEAM_PATHS.leads}?q=${tag}&limit=2&cursor=${String(page1.body.nextCursor)}`), { token: team.token });
    assert.deepEqual([(page2.body.items as { id: string }[]).map((l) => l.id), page2.body.nextCursor], [[first], null]);

    // A search for LIKE's wildcards finds them literally, not everything.
    const wild = await call("GET", api(`${TEAM_PATHS.leads}?q=${encodeURIComponent("%_")}`), { token: team.token });
    assert.equal(wild.body.total, 0);
  });

  it("refuses bad filters, paging and ids with 400 or 404 and a sentence, never 500", async () => {
    const bad = [
      `${TEAM_PATHS.leads}?kind=invoice`,
      `${TEAM_PATHS.leads}?status=deleted`,
      `${TEAM_PATHS.leads}?limit=-1`,
      `${TEAM_PATHS.leads}?limit=abc`,
      `${TEAM_PATHS.leads}?cursor=${encodeURIComponent("not a cursor!")}`,
      `${TEAM_PATHS.leads}?cursor=WzEsMl0`,
      `${TEAM_PATHS.leads}?q=${"x".repeat(201)}`,
      `${TEAM_PATHS.leads}?q=${encodeURIComponent("\u0000")}`,
      `${TEAM_PATHS.leads}?kind=demo&kind=contact`,
      `${TEAM_PATHS.leads}?unknown=1`,
      `${TEAM_PATHS.waitlist}?state=gone`,
      `${TEAM_PATHS.waitlist}?cursor=WyJhIiwiYiJd`,
      `${TEAM_PATHS.audit}?cursor=WyJhIiwiYiJd`,
      `${TEAM_PATHS.analytics}?since=2026-13-01`,
      `${TEAM_PATHS.analytics}?since=2026-02-30`,
      `${TEAM_PATHS.analytics}?since=2026-11-20&until=2026-11-01`,
      teamPath("lead", { kind: "demo", id: "123" }),
      teamPath("lead", { kind: "invoice", id: "00000000-0000-4000-8000-000000000000" }),
    ];
    for (const path of bad) {
      const answer = await call("GET", api(path), { token: team.token });
      assert.equal(answer.status, 400, `${path}: ${answer.text}`);
      assert.equal(answer.body.success, false);
      assert.equal(typeof answer.body.msg, "string");
    }
    const missing = await call("GET", api(teamPath("lead", { kind: "demo", id: "00000000-0000-4000-8000-000000000000" })), { token: team.token });
    assert.deepEqual([missing.status, missing.body.msg], [404, MESSAGES.leadNotFound]);
    const bodies: [string, unknown][] = [
      [teamPath("leadStatus", { kind: "demo", id: "00000000-0000-4000-8000-000000000000" }), { status: "archived" }],
      [teamPath("leadNotes", { kind: "demo", id: "00000000-0000-4000-8000-000000000000" }), { text: "   " }],
      [TEAM_PATHS.invite, { count: 0 }],
      [TEAM_PATHS.invite, { count: 501 }],
      [TEAM_PATHS.invitePreview, { count: "2" }],
      [TEAM_PATHS.invitePreview, [1]],
    ];
    for (const [path, json] of bodies) {
      const answer = await call("POST", api(path), { token: team.token, json });
      assert.equal(answer.status, 400, `${path}: ${answer.text}`);
    }
  });

  it("shows every field, consent and notification state; marks handled or spam and restores; keeps notes; audits each", async () => {
    const id = await demoRequest({ message: "We fly 12 gliders." });
    const path = teamPath("lead", { kind: "demo", id });
    const detail = await call("GET", api(path), { token: team.token });
    assert.equal(detail.status, 200, detail.text);
    const lead = detail.body.lead as Record<string, unknown> & { fields: Record<string, unknown>; consent: { form: string } };
    assert.equal(lead.fields.message, "We fly 12 gliders.");
    assert.equal(lead.fields.company_name, "Navy Labs");
    assert.equal(lead.notification, "queued");
    assert.match(lead.consent.form, /demo form/);
    assert.equal(lead.receivedAt, new Date(service.clock.ms).toISOString());

    const handled = await call("POST", api(teamPath("leadStatus", { kind: "demo", id })), { token: team.token, json: { status: "handled" } });
    assert.deepEqual([handled.status, (handled.body.lead as { status: string }).status], [200, "handled"]);
    const restored = await call("POST", api(teamPath("leadStatus", { kind: "demo", id })), { token: team.token, json: { status: "new" } });
    assert.equal((restored.body.lead as { status: string }).status, "new");
    const noted = await call("POST", api(teamPath("leadNotes", { kind: "demo", id })), {
      token: team.token,
      json: { text: "Called back <b>today</b>." },
    });
    assert.equal(noted.status, 201);
    const after = (await call("GET", api(path), { token: team.token })).body.lead as {
      notes: { by: string; text: string }[];
      statusChanged: { by: string };
    };
    assert.deepEqual(
      after.notes.map((n) => [n.by, n.text]),
      [[team.email, "Called back <b>today</b>."]],
    );
    assert.equal(after.statusChanged.by, team.email);
    const log = await service.db.query<{ action: string; actor: string; subject: string; rows: number }>(
      "SELECT action, actor, subject, rows FROM team_audit WHERE subject LIKE $1 ORDER BY seq",
      [`demo/${id}%`],
    );
    assert.deepEqual(
      log.map((e) => [e.action, e.actor, e.subject, e.rows]),
      [
        ["lead-status", team.email, `demo/${id}: new → handled`, 1],
        ["lead-status", team.email, `demo/${id}: handled → new`, 1],
        ["lead-note", team.email, `demo/${id}`, 1],
      ],
    );
  });

  it("sends a failed notification again, and only a failed one", async () => {
    const id = await demoRequest();
    const notify = api(teamPath("leadNotify", { kind: "demo", id }));
    const early = await call("POST", notify, { token: team.token });
    assert.deepEqual([early.status, early.body.msg], [409, MESSAGES.notificationNotFailed("queued")]);
    await service.db.query(
      "UPDATE outbox SET failed_at = $1, attempts = 8, last_error = 'SMTP 550' WHERE id = (SELECT notification_id FROM leads WHERE kind = 'demo' AND id = $2)",
      [new Date(service.clock.ms), id],
    );
    const failed = await call("GET", api(teamPath("lead", { kind: "demo", id })), { token: team.token });
    const lead = failed.body.lead as { notification: string; notificationDetail: { lastError: string } };
    assert.deepEqual([lead.notification, lead.notificationDetail.lastError], ["failed", "SMTP 550"]);
    const again = await call("POST", notify, { token: team.token });
    assert.deepEqual(
      [again.status, again.body.msg, (again.body.lead as { notification: string }).notification],
      [200, MESSAGES.notificationRequeued, "queued"],
    );
    // Once sent and its outbox row purged, the lead still says sent.
    await service.db.query("UPDATE outbox SET sent_at = $1 WHERE id = (SELECT notification_id FROM leads WHERE kind = 'demo' AND id = $2)", [
      new Date(service.clock.ms),
      id,
    ]);
    await service.db.query("DELETE FROM outbox WHERE id = (SELECT notification_id FROM leads WHERE kind = 'demo' AND id = $1)", [id]);
    const sent = await call("GET", api(teamPath("lead", { kind: "demo", id })), { token: team.token });
    assert.equal((sent.body.lead as { notification: string }).notification, "sent");
    assert.ok((await auditActions()).includes("lead-notify"));
  });

  it("gives a résumé link for 15 minutes that only the same team account can use, and audits the download", async () => {
    const applicant = await join();
    const { payload, headers } = multipartBody(
      {
        full_name: "Katherine Johnson",
        email: applicant.email,
        phone: "+1-202-000-0000",
        position: "AI Research Engineer",
        linkedin_url: "https://www.linkedin.com/in/katherine",
      },
      [{ field: "resume", filename: "cv.pdf", type: "application/pdf", data: SAMPLE_FILES.pdf }],
    );
    const applied = await call("POST", api("job/application"), { token: applicant.token, payload, headers });
    assert.equal(applied.status, 201, applied.text);
    const [application] = await service.db.query<{ id: string }>("SELECT id FROM job_applications WHERE email = $1", [applicant.email]);
    const listed = await call("GET", api(`${TEAM_PATHS.leads}?kind=application&q=${encodeURIComponent(applicant.email)}`), { token: team.token });
    assert.deepEqual(
      (listed.body.items as { id: string; company: string }[]).map((l) => [l.id, l.company]),
      [[application.id, "AI Research Engineer"]],
    );

    const link = await call("POST", api(teamPath("resumeLink", { id: application.id })), { token: team.token });
    assert.equal(link.status, 200, link.text);
    assert.match(String(link.body.url), /^team\/resume\/[A-Za-z0-9_-]{43}$/);
    assert.equal(link.body.fileName, "resume-katherine-johnson.pdf");
    const download = await call("GET", api(String(link.body.url)), { token: team.token });
    assert.equal(download.status, 200);
    assert.equal(download.headers["content-type"], "application/pdf");
    assert.match(String(download.headers["content-disposition"]), /^attachment; filename=".+\.pdf"$/);
    assert.equal(download.text, SAMPLE_FILES.pdf.toString("latin1"));

    const colleague = await teamMember();
    const stolen = await call("GET", api(String(link.body.url)), { token: colleague.token });
    assert.deepEqual([stolen.status, stolen.body.msg], [404, MESSAGES.resumeLinkUnknown]);
    const guessed = await call("GET", api(teamPath("resume", { token: "A".repeat(43) })), { token: team.token });
    assert.equal(guessed.status, 404);
    const start = service.clock.ms;
    service.clock.ms += 15 * 60 * 1000;
    try {
      const expired = await call("GET", api(String(link.body.url)), { token: team.token });
      assert.deepEqual([expired.status, expired.body.msg], [404, MESSAGES.resumeLinkUnknown]);
    } finally {
      service.clock.ms = start;
    }
    const downloads = await service.db.query<{ actor: string }>("SELECT actor FROM team_audit WHERE action = 'resume-download' AND subject = $1", [
      `application/${application.id}`,
    ]);
    assert.deepEqual(
      downloads.map((d) => d.actor),
      [team.email],
    );
    const noResume = await call("POST", api(teamPath("resumeLink", { id: "00000000-0000-4000-8000-000000000000" })), { token: team.token });
    assert.equal(noResume.status, 404);
  });

  it("exports the filtered leads as CSV with a BOM, formula cells neutralised, and audits the export", async () => {
    const tag = `csv${Date.now().toString(36)}`;
    await demoRequest({ first_name: "=HYPERLINK(1)", last_name: tag, company_name: "@Evil, Inc." });
    await demoRequest({ first_name: "Zoë", last_name: tag, company_name: "+Plus" });
    const csv = await call("GET", api(`${TEAM_PATHS.leadsExport}?q=${tag}`), { token: team.token });
    assert.equal(csv.status, 200);
    assert.equal(csv.headers["content-type"], "text/csv; charset=utf-8");
    assert.match(String(csv.headers["content-disposition"]), /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    assert.ok(csv.text.startsWith("\uFEFFkind,received_at,name,email,company,status,notification,id\r\n"));
    const lines = csv.text.slice(1).trimEnd().split("\r\n");
    assert.equal(lines.length, 3);
    assert.ok(lines.some((l) => l.includes(`"'=HYPERLINK(1) ${tag}"`) && l.includes(`"'@Evil, Inc."`)));
    assert.ok(lines.some((l) => l.includes(`Zoë ${tag}`) && l.includes(`"'+Plus"`)));
    const [entry] = await service.db.query<{ subject: string; rows: number }>(
      "SELECT subject, rows FROM team_audit WHERE action = 'export-leads' ORDER BY seq DESC LIMIT 1",
    );
    assert.deepEqual(entry, { subject: `search "${tag}"`, rows: 2 });
  });
});

describe(`waitlist and invite waves (${STORE} database)`, () => {
  it("lists by position, previews and sends a wave, moves everyone behind up, and shows invited members their date", async () => {
    const team = await teamMember();
    // Invite everyone already confirmed in line so this test's members are the next ones.
    await call("POST", api(TEAM_PATHS.invite), { token: team.token, json: { count: 500 } });
    const referrer = await join();
    const members = [referrer];
    for (let i = 0; i < 3; i += 1) members.push(await join());
    const unconfirmed = await join({ confirmed: false });
    const last = await join();
    const positionOf = async (token: string) => (await call("GET", api("users/me"), { token })).body;
    const before = (await positionOf(last.token)).position as number;

    const list = await call("GET", api(`${TEAM_PATHS.waitlist}?limit=200`), { token: team.token });
    const waiting = list.body.items as { email: string; position: number; confirmed: boolean }[];
    const mine = waiting.filter((m) => [...members, unconfirmed, last].some((x) => x.email === m.email));
    assert.deepEqual(
      mine.map((m) => m.confirmed),
      [true, true, true, true, false, true],
    );
    assert.deepEqual(
      mine.map((m) => m.position),
      mine.map((_, i) => mine[0].position + i),
    );

    const preview = await call("POST", api(TEAM_PATHS.invitePreview), { token: team.token, json: { count: 2 } });
    assert.equal(preview.status, 200, preview.text);
    assert.deepEqual(
      (preview.body.members as { email: string }[]).map((m) => m.email),
      [members[0].email, members[1].email],
    );
    assert.equal(preview.body.msg, MESSAGES.wavePreview(2));
    assert.equal((await positionOf(members[0].token)).invitedAt, undefined);

    const sent = await call("POST", api(TEAM_PATHS.invite), { token: team.token, json: { count: 2 } });
    assert.deepEqual([sent.status, sent.body.msg], [200, MESSAGES.waveSent(2, 2)]);
    assert.deepEqual(
      (sent.body.members as { email: string }[]).map((m) => m.email),
      [members[0].email, members[1].email],
    );
    const invited = await positionOf(members[0].token);
    assert.deepEqual([invited.invitedAt, invited.position], [new Date(service.clock.ms).toISOString(), 0]);
    assert.equal((await positionOf(last.token)).position, before - 2);
    const mails = await service.db.query<{ recipient: string; body: string }>(
      "SELECT recipient, body FROM outbox WHERE kind = 'invitation' AND recipient = ANY($1)",
      [[members[0].email, members[1].email]],
    );
    assert.equal(mails.length, 2);
    assert.match(mails[0].body, /invitation code is [A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}\./);

    const invitedList = await call("GET", api(`${TEAM_PATHS.waitlist}?state=invited&limit=2`), { token: team.token });
    assert.ok((invitedList.body.items as { email: string; position: null }[]).every((m) => m.position === null));

    // Larger than what is left: invites those left (the unconfirmed member stays) and says how many.
    const waitingBefore = (await positionOf(unconfirmed.token)).position as number;
    const rest = await call("POST", api(TEAM_PATHS.invite), { token: team.token, json: { count: 50 } });
    assert.deepEqual([rest.body.msg, (rest.body.members as unknown[]).length], [MESSAGES.waveSent(3, 50), 3]);
    // The two confirmed members ahead of it were invited; the one behind it too.
    assert.equal((await positionOf(unconfirmed.token)).position, waitingBefore - 2);
    const again = await call("POST", api(TEAM_PATHS.invite), { token: team.token, json: { count: 1 } });
    assert.deepEqual([again.body.msg, again.body.available], [MESSAGES.waveSent(0, 1), 0]);

    const waves = await service.db.query<{ rows: number }>("SELECT rows FROM team_audit WHERE action = 'invite-wave' AND actor = $1 ORDER BY seq", [
      team.email,
    ]);
    assert.deepEqual(waves.map((w) => w.rows).slice(-3), [2, 3, 0]);
    const exported = await call("GET", api(`${TEAM_PATHS.waitlistExport}?state=invited`), { token: team.token });
    assert.ok(exported.text.startsWith("\uFEFFposition,email,name,joined_at,confirmed,referrals,referred_by,invited_at\r\n"));
    assert.ok(exported.text.includes(members[0].email));
  });

  it("never invites one member twice when two team members send waves at once on two instances", async () => {
    const team = await teamMember();
    const colleague = await teamMember();
    await call("POST", api(TEAM_PATHS.invite), { token: team.token, json: { count: 500 } });
    const people: string[] = [];
    for (let i = 0; i < 6; i += 1) people.push((await join()).email);
    // On PostgreSQL the second instance has its own connection pool, as a second process would.
    const { db: secondDb, close } = STORE === "postgres" ? await secondPool() : { db: service.db, close: async () => {} };
    const second = await alsoStartOn(secondDb);
    try {
      const waves = await Promise.all([
        call("POST", api(TEAM_PATHS.invite), { token: team.token, json: { count: 4 } }),
        call("POST", api(TEAM_PATHS.invite), { token: colleague.token, json: { count: 4 }, app: second.app }),
      ]);
      const invited = waves.flatMap((w) => (w.body.members as { email: string }[]).map((m) => m.email));
      assert.equal(new Set(invited).size, invited.length, "no member in both waves");
      assert.equal(invited.length, 6);
      assert.deepEqual([...invited].sort(), [...people].sort());
      const mails = await service.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE kind = 'invitation' AND recipient = ANY($1)", [
        people,
      ]);
      assert.equal(mails[0].n, 6);
    } finally {
      await second.app.close();
      await close();
    }
  });
});

/** A second service on the same database through `db`. */
async function alsoStartOn(db: TestService["db"]) {
  if (db === service.db) return alsoStart(service);
  const app = await buildApp({ config: service.config, db, now: () => service.clock.ms, logger: false });
  await app.ready();
  return { app };
}

/** A second connection pool to the service's PostgreSQL database. */
async function secondPool() {
  const [row] = await service.db.query<{ name: string }>("SELECT current_database() AS name");
  const url = new URL(String(process.env.TEST_DATABASE_URL));
  url.pathname = `/${row.name}`;
  const db = await openPostgres(url.toString(), 4);
  return { db, close: () => db.close() };
}

describe(`subscribers, analytics and the audit log (${STORE} database)`, () => {
  it("counts subscribers by state and exports the confirmed ones", async () => {
    const team = await teamMember();
    const now = new Date(service.clock.ms);
    const tag = Date.now().toString(36);
    await service.db.query(
      `INSERT INTO newsletter_subscribers (email, created_at, spam, confirmed_at, unsubscribed_at) VALUES
         ($1, $4, false, $4, NULL), ($2, $4, false, NULL, NULL), ($3, $4, false, $4, $4)`,
      [`=sum${tag}@example.com`, `pending${tag}@example.com`, `gone${tag}@example.com`, now],
    );
    const counts = await call("GET", api(TEAM_PATHS.subscribers), { token: team.token });
    assert.ok((counts.body.confirmed as number) >= 1 && (counts.body.pending as number) >= 1 && (counts.body.unsubscribed as number) >= 1);
    const csv = await call("GET", api(TEAM_PATHS.subscribersExport), { token: team.token });
    assert.ok(csv.text.startsWith("\uFEFFemail,subscribed_at,confirmed_at\r\n"));
    assert.ok(csv.text.includes(`"'=sum${tag}@example.com",${now.toISOString()},${now.toISOString()}\r\n`));
    assert.ok(!csv.text.includes(`pending${tag}`) && !csv.text.includes(`gone${tag}`));
    const [entry] = await service.db.query<{ rows: number }>("SELECT rows FROM team_audit WHERE action = 'export-subscribers' AND actor = $1", [
      team.email,
    ]);
    assert.equal(entry.rows, counts.body.confirmed);
  });

  it("reports pageviews per day, top pages, click targets, the funnel and consent choices", async () => {
    const team = await teamMember();
    const day = new Date(service.clock.ms).toISOString().slice(0, 10);
    const events = [
      { event_type: "pageview", event_target: "/", session_id: "a1", page_url: "http://x/" },
      { event_type: "pageview", event_target: "/sign-up/", session_id: "a1", page_url: "http://x/sign-up/" },
      { event_type: "pageview", event_target: "/", session_id: "b2", page_url: "http://x/" },
      { event_type: "click", event_target: "=cta-join", session_id: "b2", page_url: "http://x/" },
    ];
    assert.equal((await call("POST", api("analytics/send"), { json: events })).status, 201);
    const consent = await call("POST", api("consent/record"), {
      json: { preferences: true, statistics: false, marketing: false, revision: 1, policyVersion: "1" },
    });
    assert.equal(consent.status, 201, consent.text);
    const answer = await call("GET", api(`${TEAM_PATHS.analytics}?since=${day}&until=${day}`), { token: team.token });
    assert.equal(answer.status, 200, answer.text);
    const report = answer.body.report as {
      pageviewsPerDay: { day: string; pageviews: number }[];
      topPages: { path: string; pageviews: number }[];
      clickTargets: { target: string; clicks: number }[];
      funnel: { total: { visits: number; signUp: number; accounts: number; confirmed: number } };
      consent: { category: string; granted: number; refused: number }[];
    };
    assert.ok(report.pageviewsPerDay.some((d) => d.day === day && d.pageviews >= 3));
    assert.ok(report.topPages.some((p) => p.path === "/" && p.pageviews >= 2));
    assert.ok(report.clickTargets.some((c) => c.target === "=cta-join"));
    assert.ok(report.funnel.total.visits >= 2 && report.funnel.total.signUp >= 1);
    assert.ok(report.funnel.total.accounts >= report.funnel.total.confirmed && report.funnel.total.confirmed >= 1);
    const preferences = report.consent.find((c) => c.category === "preferences");
    const marketing = report.consent.find((c) => c.category === "marketing");
    assert.ok(preferences && preferences.granted >= 1 && marketing && marketing.refused >= 1);
    const defaults = await call("GET", api(TEAM_PATHS.analytics), { token: team.token });
    assert.equal((defaults.body.report as { until: string }).until, day);
  });

  it("lists the audit log newest first, pages it, and exports it", async () => {
    const team = await teamMember();
    const first = await call("GET", api(`${TEAM_PATHS.audit}?limit=2`), { token: team.token });
    assert.equal(first.status, 200);
    const items = first.body.items as { at: string; action: string; actor: string }[];
    assert.equal(items.length, 2);
    assert.ok(items[0].at >= items[1].at);
    const next = await call("GET", api(`${TEAM_PATHS.audit}?limit=2&cursor=${String(first.body.nextCursor)}`), { token: team.token });
    assert.equal(next.status, 200);
    assert.ok((next.body.items as { at: string }[])[0].at <= items[1].at);
    const csv = await call("GET", api(TEAM_PATHS.auditExport), { token: team.token });
    assert.ok(csv.text.startsWith("\uFEFFat,actor,action,subject,rows\r\n"));
    const [entry] = await service.db.query<{ actor: string }>("SELECT actor FROM team_audit WHERE action = 'export-audit' ORDER BY seq DESC LIMIT 1");
    assert.equal(entry.actor, team.email);
  });
});

describe(`leads list speed with 10,000 leads (${STORE} database)`, () => {
  it("answers a page of the list, filtered and searched, in under 200 ms", { timeout: 300_000 }, async () => {
    const { db, drop } = await throwawayDatabase();
    const app = await buildApp({ config: service.config, db, now: () => service.clock.ms, logger: false });
    try {
      await app.ready();
      await db.query(
        `INSERT INTO demo_requests (id, first_name, last_name, email, phone_number, company_name, subject, message, created_at, spam)
         SELECT gen_random_uuid(), 'First' || n, 'Last' || n, 'lead' || n || '@example.com', '+1 202 000 0000', 'Company ' || (n % 500),
                'Demo Request', 'Hello', timestamptz '2026-01-01' + n * interval '1 minute', n % 10 = 0
           FROM generate_series(1, 10000) AS n`,
      );
      // As autovacuum would after a bulk load, so the planner knows the table's size.
      await db.query("ANALYZE leads");
      const email = freshEmail();
      const post = (url: string, body: unknown) =>
        app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
      assert.equal((await post("/api/users/register", { email, password: PASSWORD })).statusCode, 201);
      await db.query("UPDATE users SET email_confirmed_at = now() WHERE email = $1", [email]);
      await grantTeamRole(db, email, "test", service.clock.ms);
      const token = (await post("/api/users/login", { email, password: PASSWORD })).json<{ token: string }>().token;

      /** Five calls of `url`: the fastest (the service's own cost; the machine is shared by other work) and the median. */
      const timed = async (url: string) => {
        const runs: number[] = [];
        let body: { items: unknown[]; nextCursor: string | null; total: number } = { items: [], nextCursor: null, total: 0 };
        for (let i = 0; i < 5; i += 1) {
          const start = performance.now();
          const answer = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
          runs.push(performance.now() - start);
          assert.equal(answer.statusCode, 200, answer.body);
          body = answer.json();
        }
        runs.sort((a, b) => a - b);
        return { fastest: runs[0], median: runs[2], body };
      };
      const first = await timed(`/api/${TEAM_PATHS.leads}`);
      assert.ok(first.body.nextCursor);
      const later = await timed(`/api/${TEAM_PATHS.leads}?status=new&cursor=${first.body.nextCursor}`);
      const search = await timed(`/api/${TEAM_PATHS.leads}?q=company%20499&kind=demo`);
      const figures = { "first page": first, "next page of new": later, search };
      console.log(
        `leads list, 10,000 leads on ${STORE}: ${Object.entries(figures)
          .map(([name, t]) => `${name} ${t.fastest.toFixed(1)} ms (median ${t.median.toFixed(1)})`)
          .join(", ")}`,
      );
      assert.deepEqual([first.body.total, first.body.items.length, later.body.items.length, search.body.total], [10_000, 50, 50, 20]);
      for (const [name, t] of Object.entries(figures)) assert.ok(t.fastest < 200, `${name}: ${t.fastest} ms`);
    } finally {
      await app.close();
      await drop();
    }
  });
});
