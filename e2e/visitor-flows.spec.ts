import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import YAML from "yaml";
import { MESSAGES } from "../server/src/messages";
import { expectAxeClean, setScheme } from "./support/axe";
import { linkTo, mailLinkingTo, newEmail, PASSWORD, registerViaApi, resetLinkFor, sitePath, startSignedIn } from "./support/accounts";
import { jobs, openHydrated, waitForHydration } from "./support/site";
import { expect, test } from "./support/test";

/**
 * What a visitor sees after each step of the account, newsletter and lead-form journeys (issue 39, visitor walk 3):
 * sign-up says what happened, a second newsletter sign-up after an unsubscribe gets its mail, a form that went through
 * cannot be sent again by accident, and the account pages speak of what the visitor came for. Against the real
 * service on a throwaway database, mail read back from the SMTP sink.
 *
 * With SHOTS_DIR set, each new state is also saved as PNGs at 375 and 1280 px, light and dark.
 */
test.use({ reducedMotion: "reduce" });
test.describe.configure({ mode: "parallel", timeout: 90_000 });

type Entry = { key: string; heading: string; intro?: string; strings?: { key: string; text: string }[]; links?: { label: string; to: string }[] };
const pages = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/pages.yaml"), "utf8")) as Entry[];
const entry = (key: string): Entry => {
  const found = pages.find((p) => p.key === key);
  if (!found) throw new Error(`data/pages.yaml has no page "${key}"`);
  return found;
};
const words = (key: string): Record<string, string> => ({
  heading: entry(key).heading,
  ...Object.fromEntries((entry(key).strings ?? []).map((s) => [s.key, s.text])),
});
const signUp = words("signUp");
const signIn = words("signIn");
const reset = words("resetPassword");
const blogClassic = words("blogClassic");
const lead = words("leadForms");
const contact = words("contact");
const demo = words("demoDialog");
const newsletter = words("newsletterDialog");
const dashboard = words("waitlist");
const home = words("home");
const nav = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/navigation.yaml"), "utf8")) as {
  demo: { label: string };
  footerColumns: { links: { label: string; dialog?: string }[] }[];
};
const footerNewsletter = nav.footerColumns.flatMap((c) => c.links).find((l) => l.dialog === "newsletter")?.label ?? "";
const forgotPassword = entry("signIn").links?.find((l) => l.to === "/reset-password/")?.label ?? "";
const unsubscribeWords = words("newsletterUnsubscribe");
const site = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/site.yaml"), "utf8")) as { labels: { signInCrumb: string } };

const outcome = (scope: Page | Locator) => scope.getByRole("status").locator("p");
const crumbs = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });

/** Saves the page as it is at 375 and 1280 px in both schemes when SHOTS_DIR is set; the page is light at 1280 after. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await setScheme(page, scheme);
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${scheme}.png`), fullPage: false });
    }
  }
  await setScheme(page, "light");
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A person takes a moment: a submit within 2 s of the form appearing is taken for a robot (and mailed to nobody). */
const likeAPerson = (page: Page) => page.clock.fastForward(2_500);

async function createAccount(page: Page, email: string): Promise<void> {
  await openHydrated(page, "/sign-up/");
  const form = page.getByRole("form", { name: signUp.heading });
  await form.getByLabel(signUp.email).fill(email);
  await form.getByLabel(signUp.password).fill(PASSWORD);
  await form.getByLabel(signUp.terms).check();
  await form.getByRole("button", { name: signUp.submit }).click();
  await expect(page).toHaveURL("/blog-classic/");
}

test("sign-up lands on Blog — Classic with the server's sentence, a Sign in that fills the e-mail in, once only, and dismissible", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = newEmail("signup");
  await createAccount(page, email);
  const notice = page.getByRole("main").getByRole("status");
  await expect(notice).toHaveAttribute("aria-live", "polite");
  await expect(notice).toContainText(MESSAGES.registered);
  expect(page.url()).not.toContain(email);
  expect(page.url()).not.toContain(encodeURIComponent(email));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogClassic.heading);
  await expectAxeClean(page, "sign-up notice", { within: "main" });
  await shoot(page, "signup-notice");

  await notice.getByRole("link", { name: blogClassic.signedUpSignIn }).click();
  await expect(page).toHaveURL("/sign-in/");
  await expect(page.getByRole("textbox", { name: signIn.email })).toHaveValue(email);
  // Back on Blog — Classic through history: the notice was for that one arrival.
  await page.goBack();
  await expect(page).toHaveURL("/blog-classic/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogClassic.heading);
  await expect(page.getByText(MESSAGES.registered)).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(MESSAGES.registered)).toHaveCount(0);

  // Another sign-up: Dismiss takes the notice away and leaves focus in the page.
  await createAccount(page, newEmail("signup-dismiss"));
  await expect(notice).toContainText(MESSAGES.registered);
  await notice.getByRole("button", { name: blogClassic.signedUpDismiss }).click();
  await expect(page.getByText(MESSAGES.registered)).toHaveCount(0);
  await expect(page.getByRole("main")).toBeFocused();
});

test("newsletter: a sign-up after an unsubscribe gets its mail at once; asking again within 10 minutes says a link went out", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  const email = newEmail("resubscribe");
  const subscribe = async (): Promise<Locator> => {
    await openHydrated(page, "/page-about/");
    await page.getByRole("contentinfo").getByRole("button", { name: footerNewsletter }).click();
    const dialog = page.getByRole("dialog", { name: newsletter.heading });
    await dialog.getByRole("textbox", { name: lead.email }).fill(email);
    await likeAPerson(page);
    await dialog.getByRole("button", { name: newsletter.submit }).click();
    return dialog;
  };

  await expect(outcome(await subscribe())).toHaveText(MESSAGES.subscribed);
  const first = await mailLinkingTo(page.request, email, "/newsletter-confirm/");
  await openHydrated(page, sitePath(linkTo(first.text, "/newsletter-confirm/") as string));
  await expect(outcome(page)).toHaveText(MESSAGES.newsletterConfirmed);
  await openHydrated(page, sitePath(linkTo(first.text, "/newsletter-unsubscribe/") as string));
  await page.getByRole("button", { name: unsubscribeWords.submit, exact: true }).click();
  await expect(outcome(page)).toHaveText(MESSAGES.unsubscribed);

  // Subscribing again, well within 10 minutes of the first link: the dialog's promise is kept, a second mail arrives.
  await expect(outcome(await subscribe())).toHaveText(MESSAGES.subscribed);
  const second = await mailLinkingTo(page.request, email, "/newsletter-confirm/", 2);
  expect(linkTo(second.text, "/newsletter-confirm/")).not.toBe(linkTo(first.text, "/newsletter-confirm/"));

  // And once more, with that link minutes old: told so, truthfully, and no third mail.
  const dialog = await subscribe();
  await expect(outcome(dialog)).toHaveText(MESSAGES.subscribeRecentlySent);
  await expect(outcome(dialog)).toHaveAttribute("data-tone", "success");
  await expectAxeClean(page, "newsletter link sent recently", { within: "dialog[open]" });
});

/** What the service stored for `email` in `table`, through the e2e server's reader. */
async function stored(page: Page, table: string, email: string): Promise<unknown[]> {
  const response = await page.request.get(`/__e2e__/stored/${table}?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { rows: unknown[] }).rows;
}

async function fillLead(scope: Locator, email: string, message: string, withPhoneAndCompany: boolean): Promise<void> {
  await scope.getByRole("textbox", { name: lead.firstName }).fill("Carla");
  await scope.getByRole("textbox", { name: lead.lastName }).fill("Ünïcødé ✓");
  await scope.getByRole("textbox", { name: lead.email }).fill(email);
  if (withPhoneAndCompany) {
    await scope.getByRole("textbox", { name: lead.phone }).fill("+1-202-555-0100");
    await scope.getByRole("textbox", { name: lead.company }).fill("Northside School");
  }
  await scope.getByRole("textbox", { name: lead.message }).fill(message);
}

test("contact: a message that went through shows its outcome in the form's place; Send another starts over empty", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await openHydrated(page, "/page-contact/");
  const form = page.getByRole("form", { name: contact.formName });
  const email = newEmail("contact-once");
  await fillLead(form, email, "Do you support ASL overlays in Zoom?", false);
  await likeAPerson(page);
  await form.getByRole("button", { name: contact.submit }).click();

  const done = page.getByRole("main").getByText(MESSAGES.contactReceived);
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("button", { name: contact.submit })).toHaveCount(0);
  expect(await stored(page, "contact_messages", email)).toHaveLength(1);
  await expectAxeClean(page, "contact sent", { within: "main" });
  await done.scrollIntoViewIfNeeded();
  await shoot(page, "contact-sent");

  await page.getByRole("button", { name: lead.sendAnother }).click();
  await expect(form).toBeVisible();
  await expect(form.getByRole("textbox", { name: lead.firstName })).toBeFocused();
  for (const name of [lead.firstName, lead.lastName, lead.email, lead.message]) await expect(form.getByRole("textbox", { name })).toHaveValue("");
  await expect(page.getByText(MESSAGES.contactReceived)).toHaveCount(0);
  expect(await stored(page, "contact_messages", email)).toHaveLength(1);
});

test("demo dialog: a request that went through shows its outcome in the form's place; Send another keeps the dialog open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await openHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: nav.demo.label }).click();
  const dialog = page.getByRole("dialog", { name: demo.heading });
  const email = newEmail("demo-once");
  await fillLead(dialog, email, "A demo for our training rooms.", true);
  await likeAPerson(page);
  // The dialog closes 3 s after a success: time stands still while the outcome is looked at.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await dialog.getByRole("button", { name: demo.submit }).click();

  const done = dialog.getByText(MESSAGES.demoScheduled);
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(dialog.getByRole("form")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: demo.submit })).toHaveCount(0);
  expect(await stored(page, "demo_requests", email)).toHaveLength(1);
  await shoot(page, "demo-sent");

  await dialog.getByRole("button", { name: lead.sendAnother }).click();
  await expect(dialog.getByRole("textbox", { name: lead.firstName })).toBeFocused();
  await expect(dialog.getByRole("textbox", { name: lead.email })).toHaveValue("");
  await page.clock.runFor(5_000);
  await expect(dialog).toBeVisible();
  expect(await stored(page, "demo_requests", email)).toHaveLength(1);
});

test("dashboard: the place in line without a contradictory total", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSignedIn(page, page.request);
  await openHydrated(page, "/page-waitlist/");
  const welcome = page.getByRole("region", { name: /Welcome/ });
  const place = new RegExp(`^${dashboard.position.replace("{position}", "\\d+")}$`);
  await expect(welcome.getByText(place)).toBeVisible();
  await expect(welcome.getByText(/ of \d+/)).toHaveCount(0);
  await expectAxeClean(page, "dashboard", { within: "main" });
  await shoot(page, "dashboard");
});

test("dashboard: with only SPEC's fields from users/me (an older service), the name and join date still show", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = await startSignedIn(page, page.request);
  await page.route("**/api/users/me", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ success: true, msg: "", username: email, date: "2026-11-24T09:00:00.000Z" }),
    }),
  );
  await openHydrated(page, "/page-waitlist/");
  await expect(page.getByRole("heading", { name: `Welcome, ${email}!` })).toBeVisible();
  await expect(page.getByText("November 24, 2026")).toBeVisible();
  await expect(page.getByText(/^You are #/)).toHaveCount(0);
  await expectAxeClean(page, "dashboard from SPEC's fields", { within: "main" });
});

test("Apply now while signed out: the sign-in page says signing in continues the application for that job", async ({ page }) => {
  const job = jobs[0];
  await page.goto(`/page-career-detail/${job.id}/`);
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: /Apply/ }).first().click();
  await expect(page).toHaveURL("/sign-in/");
  const intro = page.getByRole("main").getByText(signIn.applyIntro.replace("{job}", job.name));
  await expect(intro).toBeVisible();
  await expect(page.getByText(entry("signIn").intro ?? "", { exact: true })).toHaveCount(0);
  await expectAxeClean(page, "sign-in for an application", { within: "main" });
});

test("Forgot password carries the typed e-mail to the reset page, outside the address", async ({ page }) => {
  await openHydrated(page, "/sign-in/");
  const email = "ada.typed@example.com";
  await page.getByRole("textbox", { name: signIn.email }).fill(email);
  await page.getByRole("main").getByRole("link", { name: forgotPassword }).click();
  await expect(page).toHaveURL("/reset-password/");
  await expect(page.getByRole("textbox", { name: reset.email })).toHaveValue(email);
  expect(page.url()).not.toContain("ada.typed");
});

test("the sign-up and reset pages each name themselves in the breadcrumb", async ({ page }) => {
  for (const [address, crumb] of [
    ["/sign-up/", signUp.crumb],
    ["/reset-password/", reset.crumb],
  ]) {
    await openHydrated(page, address);
    await expect(crumbs(page).locator("[aria-current='page']")).toHaveText(crumb);
  }
  // Sign-in keeps SPEC's helper.
  await openHydrated(page, "/sign-in/");
  await expect(crumbs(page).locator("[aria-current='page']")).toHaveText(site.labels.signInCrumb);
});

test("a spent reset link says so as the page opens, with a way to ask for a new one, before any password is typed", async ({ page }) => {
  const email = await registerViaApi(page.request, newEmail("spent"));
  expect((await page.request.post("/api/users/passwordreset", { data: { email } })).status()).toBe(200);
  const link = await resetLinkFor(page.request, email);
  const token = decodeURIComponent(link.slice(link.indexOf("#token=") + 7));
  expect((await page.request.post("/api/users/passwordreset/confirm", { data: { token, password: "a brand new password" } })).status()).toBe(200);

  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  await openHydrated(page, link);
  await expect(outcome(page.getByRole("main"))).toHaveText(MESSAGES.resetUsed);
  await expect(page.getByLabel(reset.newPassword, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: reset.chooseHeading })).toHaveCount(0);
  expect(addresses.filter((address) => address.includes(token))).toEqual([]);
  await expectAxeClean(page, "spent reset link", { within: "main" });
  await page.getByRole("button", { name: reset.askAgain }).click();
  await expect(page.getByRole("textbox", { name: reset.email })).toBeVisible();
});

test("signed-in home: the hero offers the dashboard where the sign-up button was, with no empty slot", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSignedIn(page, page.request);
  await openHydrated(page, "/");
  const hero = page.getByRole("main").locator("header").first();
  const toDashboard = hero.getByRole("link", { name: home.memberLink });
  await expect(toDashboard).toBeVisible();
  await expect(toDashboard).toHaveAttribute("href", home.memberTo);
  // The first button of the row is the one a member sees: nothing invisible holds its place.
  const firstItem = hero.getByRole("listitem").first();
  await expect(firstItem.getByRole("link")).toHaveText(home.memberLink);
  await expectAxeClean(page, "signed-in home hero", { within: "main header" });
});
