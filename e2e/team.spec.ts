/**
 * The team console (issue 44) on the real service, with the SMTP sink: a team member finds and handles a lead,
 * downloads a résumé, exports the subscribers, invites a wave; the invited see it. An account without the role gets
 * 403 from every team call and a "not allowed" page. The role is granted with the same function as
 * `npm run team -- add` (e2e/support/product-app.mjs), the rest through the service's public calls and its mail.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import YAML from "yaml";
import { TEAM_PATHS, teamPath } from "../src/lib/team-contract";
import { FRIEND_BROWSER, linkTo, mailLinkingTo, newEmail, PASSWORD, registerViaApi, seedSession, signInViaApi } from "./support/accounts";
import { expectAxeClean } from "./support/axe";
import { openHydrated } from "./support/site";
import { expect, test } from "./support/test";

type Strings = Record<string, string>;
const pages = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/pages.yaml"), "utf8")) as {
  key: string;
  heading: string;
  strings?: { key: string; text: string }[];
}[];
const stringsOf = (key: string): Strings => Object.fromEntries((pages.find((p) => p.key === key)?.strings ?? []).map((s) => [s.key, s.text]));
const words = stringsOf("console");
const dashboard = stringsOf("waitlist");
const signIn = stringsOf("signIn");
const consoleHeading = pages.find((p) => p.key === "console")?.heading as string;
const teamLink = (YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/navigation.yaml"), "utf8")) as { team: { label: string } }).team.label;

/** The token of a mailed link (`…/verify-email/#token=…`). */
const tokenOf = (link: string): string => new URL(link).hash.replace(/^#token=/, "");

/** A confirmed account: registered, then its address confirmed through the link mailed to it. */
async function confirmedAccount(request: APIRequestContext, tag: string): Promise<string> {
  const email = await registerViaApi(request, newEmail(tag));
  const mail = await mailLinkingTo(request, email, "/verify-email/");
  const answer = await request.post("/api/users/confirm-email", { data: { token: tokenOf(linkTo(mail.text, "/verify-email/") as string) } });
  expect(answer.status(), await answer.text()).toBe(200);
  return email;
}

/** A confirmed account with the team role, granted as `npm run team -- add EMAIL` grants it. */
async function teamMember(request: APIRequestContext): Promise<string> {
  const email = await confirmedAccount(request, "team");
  const granted = await request.post(`/__e2e__/team?email=${encodeURIComponent(email)}`);
  expect(granted.status(), await granted.text()).toBe(200);
  return email;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function positionOf(request: APIRequestContext, email: string): Promise<number> {
  const { token } = await signInViaApi(request, email);
  const me = (await (await request.get("/api/users/me", { headers: bearer(token) })).json()) as { position: number };
  return me.position;
}

/** Signs in through the sign-in page, as a person does. */
async function signInThroughPage(page: Page, email: string): Promise<void> {
  await page.getByRole("textbox", { name: signIn.email ?? "Email" }).fill(email);
  await page.getByLabel(signIn.password ?? "Password", { exact: true }).fill(PASSWORD);
  await page
    .getByRole("main")
    .getByRole("button", { name: signIn.submit ?? "Sign in" })
    .click();
}

async function savedDownload(page: Page, press: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), press()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), body: fs.readFileSync(file) };
}

test("a team member finds and handles a lead, fetches a résumé, exports subscribers and invites a wave of 2", async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const team = await teamMember(request);
  const teamSession = await signInViaApi(request, team);

  // The line from here on: whoever confirmed before this test is invited first, so the wave below reaches ours.
  const cleared = await request.post(`/api/${TEAM_PATHS.invite}`, { headers: bearer(teamSession.token), data: { count: 500 } });
  expect(cleared.status(), await cleared.text()).toBe(200);
  const first = await confirmedAccount(request, "first");
  const second = await confirmedAccount(request, "second");
  const behind = await confirmedAccount(request, "behind");
  const behindBefore = await positionOf(request, behind);

  // A demo request from a company nobody else names, an application with its résumé, a confirmed subscriber.
  const company = `Acme ${Date.now().toString(36)}`;
  const demo = await request.post("/api/demo/schedule-demo", {
    data: {
      first_name: "Grace",
      last_name: "Hopper",
      email: newEmail("grace"),
      phone_number: "+1-202-555-0100",
      company_name: company,
      message: "A demo for our school, please.",
      website: "",
      elapsed_ms: 5000,
    },
  });
  expect(demo.ok(), await demo.text()).toBe(true);
  const applicant = await registerViaApi(request, newEmail("ada"));
  const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  const applied = await request.post("/api/job/application", {
    headers: bearer((await signInViaApi(request, applicant)).token),
    multipart: {
      full_name: "Ada Lovelace",
      email: applicant,
      phone: "+1-202-555-0143",
      position: "AI Research Engineer",
      linkedin_url: "https://www.linkedin.com/in/ada",
      resume: { name: "ada-lovelace.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const reader = newEmail("reader");
  expect((await request.post("/api/newsletter/subscriber", { data: { email: reader, website: "", elapsed_ms: 5000 } })).ok()).toBe(true);
  const confirmMail = await mailLinkingTo(request, reader, "/newsletter-confirm/");
  expect(
    (await request.post("/api/newsletter/confirm", { data: { token: tokenOf(linkTo(confirmMail.text, "/newsletter-confirm/") as string) } })).ok(),
  ).toBe(true);

  // 1. Signs in through /sign-in; the header offers "Team"; the console finds the demo request by search.
  await openHydrated(page, "/sign-in/");
  await signInThroughPage(page, team);
  await expect(page).toHaveURL("/page-waitlist/");
  await page.getByRole("banner").getByRole("link", { name: teamLink, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(consoleHeading);
  await page.getByRole("searchbox", { name: words.searchLabel }).fill(company);
  await page.getByRole("button", { name: words.applyFilters }).click();
  await expect(page).toHaveURL(/\/team\/\?q=Acme/);
  const table = page.getByRole("table", { name: words.leadsTable });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: "Grace Hopper" }).click();
  await expect(page.getByRole("heading", { name: /Grace Hopper/ })).toBeVisible();
  await expect(page.getByText(company).first()).toBeVisible();

  // 2. Marks it handled; Back to the list shows it handled under the same search.
  await page.getByRole("button", { name: words.markHandled }).click();
  await expect(page.getByRole("button", { name: words.restore })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("searchbox", { name: words.searchLabel })).toHaveValue(company);
  await expect(table.getByRole("row").nth(1)).toContainText(words.status_handled);

  // 3. Downloads the application's résumé, byte for byte.
  await page.getByRole("combobox", { name: words.kindLabel }).selectOption("application");
  await page.getByRole("searchbox", { name: words.searchLabel }).fill(applicant);
  await page.getByRole("button", { name: words.applyFilters }).click();
  await table.getByRole("link", { name: "Ada Lovelace" }).click();
  const resume = await savedDownload(page, () => page.getByRole("button", { name: /ada-lovelace\.pdf/ }).click());
  expect(resume.body.equals(pdf)).toBe(true);

  // 4. Exports the confirmed subscribers as CSV: UTF-8 with a BOM, a header row, the confirmed reader in it.
  await page.getByRole("navigation", { name: words.navLabel }).getByRole("link", { name: words.subscribers }).click();
  await expect(page.getByText(words.confirmed, { exact: true })).toBeVisible();
  const csv = await savedDownload(page, () => page.getByRole("button", { name: words.exportConfirmed }).click());
  expect(csv.name).toMatch(/\.csv$/);
  expect([...csv.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.body.toString("utf8").slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/email/i);
  expect(lines.some((line) => line.includes(reader))).toBe(true);

  // 5. Previews a wave of 2 (nothing sent yet), then sends it; the result sentence comes from the service.
  await page.getByRole("navigation", { name: words.navLabel }).getByRole("link", { name: words.waitlist }).click();
  await page.getByRole("textbox", { name: words.waveCount }).fill("2");
  await page.getByRole("button", { name: words.preview }).click();
  const preview = page.getByRole("table", { name: words.wavePreviewHeading });
  await expect(preview.getByRole("row")).toHaveCount(3);
  await expect(preview).toContainText(first);
  await expect(preview).toContainText(second);
  expect(await positionOf(request, behind)).toBe(behindBefore);
  await page.getByRole("button", { name: words.sendWave }).click();
  await expect(page.getByRole("table", { name: words.waveSentHeading }).getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("status").filter({ hasText: /2/ }).first()).toBeVisible();

  // 6. The first invited member signs in and is invited, with the date; the member behind moved up by 2.
  const invitedContext = await browser.newContext();
  const invited = await invitedContext.newPage();
  await seedSession(invited, await signInViaApi(request, first));
  await openHydrated(invited, "/page-waitlist/");
  await expect(invited.getByText(/^You're invited!/)).toBeVisible();
  await expect(invited.getByText(/You are #\d+ in line/)).toHaveCount(0);
  await invitedContext.close();
  const behindContext = await browser.newContext(FRIEND_BROWSER);
  const member = await behindContext.newPage();
  await seedSession(member, await signInViaApi(request, behind));
  await openHydrated(member, "/page-waitlist/");
  await expect(member.getByText(dashboard.position.replace("{position}", String(behindBefore - 2)))).toBeVisible();
  await behindContext.close();
});

test("an account without the team role gets 403 from every team call and sees only 'not allowed'", async ({ page, request }) => {
  const email = await confirmedAccount(request, "outsider");
  const session = await signInViaApi(request, email);
  const lead = { kind: "demo", id: "00000000-0000-4000-8000-000000000000" };
  const gets = [
    TEAM_PATHS.leads,
    TEAM_PATHS.leadsExport,
    teamPath("lead", lead),
    TEAM_PATHS.waitlist,
    TEAM_PATHS.waitlistExport,
    TEAM_PATHS.subscribers,
    TEAM_PATHS.subscribersExport,
    TEAM_PATHS.analytics,
    TEAM_PATHS.audit,
    TEAM_PATHS.auditExport,
    teamPath("resume", { token: "x".repeat(40) }),
  ];
  const posts: [string, unknown][] = [
    [teamPath("leadStatus", lead), { status: "handled" }],
    [teamPath("leadNotes", lead), { text: "hello" }],
    [teamPath("leadNotify", lead), undefined],
    [teamPath("resumeLink", { id: lead.id }), undefined],
    [TEAM_PATHS.invitePreview, { count: 2 }],
    [TEAM_PATHS.invite, { count: 2 }],
  ];
  for (const call of gets) {
    const answer = await request.get(`/api/${call}`, { headers: bearer(session.token) });
    expect(answer.status(), `GET ${call}`).toBe(403);
    expect(((await answer.json()) as { msg: string }).msg, `GET ${call} says why`).not.toBe("");
  }
  for (const [call, data] of posts) {
    const answer = await request.post(`/api/${call}`, { headers: bearer(session.token), data });
    expect(answer.status(), `POST ${call}`).toBe(403);
  }

  await seedSession(page, session);
  await openHydrated(page, "/team/waitlist/");
  await expect(page.getByRole("heading", { name: words.notAllowedHeading })).toBeVisible();
  await expect(page.getByText(words.notAllowedBody)).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: words.navLabel })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: teamLink, exact: true })).toHaveCount(0);
});

test("an ended session goes to sign-in and comes back to the console page it was on", async ({ page, request }) => {
  const team = await teamMember(request);
  const session = await signInViaApi(request, team);
  // The session ends on the server (as after 12 hours): the next call answers 401.
  expect((await request.post("/api/users/logout", { headers: bearer(session.token) })).status()).toBe(200);
  await seedSession(page, session);
  await page.goto("/team/leads/?status=spam");
  await expect(page).toHaveURL("/sign-in/");
  await signInThroughPage(page, team);
  await expect(page).toHaveURL("/team/leads/?status=spam");
  await expect(page.getByRole("combobox", { name: words.statusLabel })).toHaveValue("spam");
});

test("every console view is axe-clean in light and dark at 1280 and 375 px", async ({ page, request }) => {
  test.setTimeout(150_000);
  const team = await teamMember(request);
  const session = await signInViaApi(request, team);
  await seedSession(page, session);
  // A lead to open: a contact message, found through the console's own list call.
  const sender = newEmail("lin");
  const sent = await request.post("/api/contact/form-submission", {
    data: {
      first_name: "Lin",
      last_name: "Chen",
      email: sender,
      subject: "Other",
      message: "Does it work with gloves?",
      website: "",
      elapsed_ms: 5000,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const listed = await request.get(`/api/${TEAM_PATHS.leads}?q=${encodeURIComponent(sender)}`, { headers: bearer(session.token) });
  const [lead] = ((await listed.json()) as { items: { kind: string; id: string }[] }).items;
  const views: [string, string][] = [
    ["/team/", words.leads],
    [`/team/leads/${lead.kind}/${lead.id}/`, words.fieldsHeading],
    ["/team/waitlist/", words.waveHeading],
    ["/team/subscribers/", words.confirmed],
    ["/team/analytics/", words.pageviewsHeading],
    ["/team/audit/", words.audit],
  ];
  for (const [address, sign] of views) {
    await openHydrated(page, address);
    await expect(page.getByRole("main").getByText(sign, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: words.loading })).toHaveCount(0);
    await expectAxeClean(page, address, { within: "main" });
    if (process.env.TEAM_SHOTS) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.screenshot({ path: path.join(process.env.TEAM_SHOTS, `${address.replace(/\W+/g, "-")}${width}-${scheme}.png`), fullPage: true });
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ colorScheme: "light" });
    }
  }
});
