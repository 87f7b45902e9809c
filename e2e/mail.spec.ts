/**
 * Mail end to end (issue 19) against the real service, which delivers to the SMTP sink of the e2e server
 * (e2e/support/product-app.mjs): the newsletter's double opt-in from the dialog to the unsubscribe link, and an
 * account's confirmation with the referral it makes count. Each journey reads its mail from the sink as a person
 * reads their inbox, opens the links in the browser, and runs axe on each page's outcome (the pages without a token
 * are scanned with every route in accessibility.spec.ts).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import YAML from "yaml";
import { MESSAGES } from "../server/src/messages";
import { expectAxeClean } from "./support/axe";
import { FRIEND_BROWSER, linkTo, mailLinkingTo, newEmail, PASSWORD, registerViaApi, seedSession, signInViaApi, sitePath } from "./support/accounts";
import { openHydrated } from "./support/site";
import { expect, test } from "./support/test";

test.describe.configure({ mode: "parallel" });
test.use({ reducedMotion: "reduce" });
// Each test is a whole journey through several pages, calls and mails (argon2 on every sign-in).
test.describe.configure({ timeout: 90_000 });

type Entry = { key: string; heading: string; strings?: { key: string; text: string }[] };
const pages = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/pages.yaml"), "utf8")) as Entry[];
const words = (key: string): Record<string, string> => {
  const found = pages.find((p) => p.key === key);
  if (!found) throw new Error(`data/pages.yaml has no page "${key}"`);
  return { heading: found.heading, ...Object.fromEntries((found.strings ?? []).map((s) => [s.key, s.text])) };
};
const confirmPage = words("newsletterConfirm");
const unsubscribePage = words("newsletterUnsubscribe");
const verifyPage = words("verifyEmail");
const dashboard = words("waitlist");
const newsletterDialog = words("newsletterDialog");
const nav = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/navigation.yaml"), "utf8")) as {
  footerColumns: { links: { label: string; dialog?: string }[] }[];
};
const footerNewsletter = nav.footerColumns.flatMap((c) => c.links).find((l) => l.dialog === "newsletter")?.label ?? "";

/** A token no link was ever made with: the same shape as a real one (43 URL-safe characters). */
const unknownToken = (): string => randomBytes(32).toString("base64url");

/** axe on the page's main content as it is now, at both widths in both schemes. */
const scan = (page: Page, state: string): Promise<void> => expectAxeClean(page, state, { within: "main" });

/** The outcome shown in a page's (or a dialog's) status region. */
const outcome = (scope: Page | Locator) => scope.getByRole("status").locator("p");

/** The member's place in line, as users/me answers it. */
async function placeOf(request: APIRequestContext, token: string): Promise<{ position: number; emailConfirmed: boolean }> {
  const answer = await request.get("/api/users/me", { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { position: number; emailConfirmed: boolean };
}

test("newsletter: subscribe, the mail with both parts and one-click headers, confirm (twice), unsubscribe from the mail; an unknown link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await openHydrated(page, "/page-about/");
  await page.getByRole("contentinfo").getByRole("button", { name: footerNewsletter }).click();
  const dialog = page.getByRole("dialog", { name: newsletterDialog.heading });
  const email = newEmail("reader");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  // A person takes a moment: a submit within 2 s of the form appearing is taken for a robot and mailed to nobody.
  await page.clock.fastForward(2_500);
  await dialog.getByRole("button", { name: newsletterDialog.submit }).click();
  await expect(outcome(dialog)).toHaveText(MESSAGES.subscribed);

  // The mail: a clear subject, a plain and an HTML part with the same links, and RFC 8058 one-click headers.
  const mail = await mailLinkingTo(page.request, email, "/newsletter-confirm/");
  expect(mail.to).toContain(email);
  expect(mail.subject).toMatch(/confirm/i);
  const confirmLink = linkTo(mail.text, "/newsletter-confirm/") as string;
  const unsubscribeLink = linkTo(mail.text, "/newsletter-unsubscribe/");
  expect(unsubscribeLink, "the plain part links to the unsubscribe page").toBeTruthy();
  expect(mail.html).toContain(`href="${confirmLink}"`);
  expect(mail.html).toContain(unsubscribeLink);
  expect(mail.headers["list-unsubscribe"]).toMatch(/^<https?:\/\/[^>]+>/);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

  // The confirmation link, opened from the mail program: confirmed, in green, and the token leaves the address.
  await openHydrated(page, sitePath(confirmLink));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmPage.heading);
  await expect(outcome(page)).toHaveText(MESSAGES.newsletterConfirmed);
  await expect(outcome(page)).toHaveAttribute("data-tone", "success");
  await expect(page).toHaveURL("/newsletter-confirm/");
  await expect(page.getByRole("main").getByRole("link", { name: confirmPage.blog })).toHaveAttribute("href", "/blog/");
  await scan(page, "confirmed");
  // Followed twice (a second click in the mail): still confirmed.
  await openHydrated(page, sitePath(confirmLink));
  await expect(outcome(page)).toHaveText(MESSAGES.newsletterConfirmed);

  // The unsubscribe link does nothing until the press; then it says so, and focus is on the answer.
  await openHydrated(page, sitePath(unsubscribeLink as string));
  const button = page.getByRole("button", { name: unsubscribePage.submit, exact: true });
  await expect(button).toBeVisible();
  await expect(page).toHaveURL("/newsletter-unsubscribe/");
  await scan(page, "unsubscribe ready");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(outcome(page)).toHaveText(MESSAGES.unsubscribed);
  await expect(outcome(page)).toHaveAttribute("data-tone", "success");
  await expect(button).toHaveCount(0);
  await expect(page.locator("main [tabindex='-1']").filter({ has: outcome(page) })).toBeFocused();
  await scan(page, "unsubscribed");

  // A link that was never mailed: the reason, in red, and the way back to the newsletter dialog.
  await openHydrated(page, `/newsletter-confirm/#token=${unknownToken()}`);
  await expect(outcome(page)).toHaveText(MESSAGES.newsletterLinkUnknown);
  await expect(outcome(page)).toHaveAttribute("data-tone", "error");
  await scan(page, "confirm refused");
  const again = page.getByRole("main").getByRole("button", { name: confirmPage.subscribe });
  await again.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(again).toBeFocused();
});

test("account confirmation: a referral counts only once the referred address is confirmed; the dashboard's notice and its resend", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const request = page.request;
  await registerViaApi(request); // someone ahead, so the referrer has a place to gain
  const referrer = await signInViaApi(request, await registerViaApi(request));
  const { referralCode } = (await (await request.get("/api/users/me", { headers: { authorization: `Bearer ${referrer.token}` } })).json()) as {
    referralCode: string;
  };
  const before = (await placeOf(request, referrer.token)).position;
  expect(before).toBeGreaterThan(1);

  // The friend signs up with the referral link in their own browser: the referrer does not move yet.
  const friendContext = await browser.newContext({ reducedMotion: "reduce", ...FRIEND_BROWSER });
  const friend = await friendContext.newPage();
  const email = newEmail("friend");
  await openHydrated(friend, `/sign-up/?ref=${referralCode}`);
  await friend.getByLabel("Email").fill(email);
  await friend.getByLabel("Password").fill(PASSWORD);
  await friend.getByLabel("I accept the Terms of Service").check();
  await friend.getByRole("button", { name: "Create account" }).click();
  await expect(friend).toHaveURL("/blog-classic/");
  await friendContext.close();
  const signUpMail = await mailLinkingTo(request, email, "/verify-email/");
  expect(signUpMail.subject).toMatch(/confirm/i);
  expect(signUpMail.html).toContain(`href="${linkTo(signUpMail.text, "/verify-email/")}"`);
  expect((await placeOf(request, referrer.token)).position).toBe(before);

  // The friend's dashboard asks for the confirmation. Right after sign-up a new link must wait (10 minutes after the
  // last); once that time has passed, Resend mails one, saying so while it is under way.
  await seedSession(page, await signInViaApi(request, email));
  await openHydrated(page, "/page-waitlist/");
  const notice = page.getByRole("region", { name: dashboard.confirmHeading });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(email);
  const resend = notice.getByRole("button", { name: new RegExp(`^(${dashboard.resend}|${dashboard.resendBusy.replace(/\./g, "\\.")})$`) });
  const answer = outcome(notice);
  await resend.click();
  await expect(answer).toHaveText(/^We sent a link a moment ago\. Please wait .+ before asking for another\.$/);
  await expect(answer).toHaveAttribute("data-tone", "error");
  await scan(page, "dashboard with the notice and a wait");
  expect((await (await request.post(`/__e2e__/age-confirmations?email=${encodeURIComponent(email)}`)).json()) as unknown).toEqual({ aged: 1 });
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/users/confirm-email/resend", async (route) => {
    await gate;
    await route.continue();
  });
  await resend.click();
  await expect(resend).toHaveText(dashboard.resendBusy);
  await expect(resend).toHaveAttribute("aria-disabled", "true");
  release();
  await expect(answer).toHaveText(MESSAGES.confirmationResent);
  await expect(answer).toHaveAttribute("data-tone", "success");
  await expect(resend).toHaveText(dashboard.resend);

  // The newest link from the mail: confirmed; the dashboard drops the notice; the referrer moved up.
  const newest = await mailLinkingTo(request, email, "/verify-email/", 2);
  await openHydrated(page, sitePath(linkTo(newest.text, "/verify-email/") as string));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(verifyPage.heading);
  await expect(outcome(page)).toHaveText(MESSAGES.emailConfirmed);
  await expect(page).toHaveURL("/verify-email/");
  await scan(page, "e-mail confirmed");
  await page.getByRole("main").getByRole("link", { name: verifyPage.dashboard }).click();
  await expect(page).toHaveURL("/page-waitlist/");
  await expect(page.getByRole("main").getByText(/^You are #\d+ in line$/)).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect((await placeOf(request, referrer.token)).position).toBeLessThan(before);

  // A link that was never mailed.
  await openHydrated(page, `/verify-email/#token=${unknownToken()}`);
  await expect(outcome(page)).toHaveText(MESSAGES.emailLinkUnknown);
  await expect(outcome(page)).toHaveAttribute("data-tone", "error");
  await scan(page, "e-mail link refused");
});
