/**
 * Accounts for the browser tests, made through the real API service (no stub): a fresh address per call, sign-in for
 * a token, a session seeded into a page's storage, and mail read from the SMTP sink the service delivers to
 * (e2e/support/product-app.mjs), as a person reads their inbox.
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./test";

export const PASSWORD = "correct horse battery";

/**
 * A friend's browser: another browser than the member's. Sign-ups from one network with one browser within a day
 * count as one person's (review 3 N2), and every test here comes from loopback in the same Chromium.
 */
export const FRIEND_BROWSER = { userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0" } as const;

export const newEmail = (tag = "member"): string => `${tag}.${randomUUID().slice(0, 12)}@example.com`;

export async function registerViaApi(request: APIRequestContext, email = newEmail(), password = PASSWORD): Promise<string> {
  const answer = await request.post("/api/users/register", { data: { username: email, email, password } });
  expect(answer.status(), await answer.text()).toBe(201);
  return email;
}

export async function signInViaApi(request: APIRequestContext, email: string, password = PASSWORD): Promise<{ token: string; id: string }> {
  const answer = await request.post("/api/users/login", { data: { email, password } });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { token: string; user: { _id: string } };
  return { token: body.token, id: body.user._id };
}

/** A signed-in member's browser: the session is written to storage once per tab, before the site's scripts run. */
export async function startSignedIn(page: Page, request: APIRequestContext): Promise<string> {
  const email = await registerViaApi(request);
  await seedSession(page, await signInViaApi(request, email));
  return email;
}

/** Writes a session (remembered) into the page's storage once per tab, before the site's scripts run. */
export async function seedSession(page: Page, session: { token: string; id: string }): Promise<void> {
  await page.addInitScript(({ token, id }) => {
    if (sessionStorage.getItem("e2e-seeded")) return;
    sessionStorage.setItem("e2e-seeded", "1");
    localStorage.setItem("token", token);
    localStorage.setItem("id", id);
    sessionStorage.setItem("id", id);
  }, session);
}

/** A message as the SMTP sink received it (GET /__e2e__/mail). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: { "list-unsubscribe": string | null; "list-unsubscribe-post": string | null };
}

/** The mail the SMTP sink received for `email`, newest first. */
export async function mailTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const answer = await request.get(`/__e2e__/mail?to=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { messages: Mail[] }).messages;
}

/** The address of the first link to `page` (a path such as "/verify-email/") in a text, or undefined. */
export function linkTo(text: string, page: string): string | undefined {
  return new RegExp(`https?://[^\\s"'<>]+${page.replace(/[/]/g, "\\/")}#token=[A-Za-z0-9_-]+`).exec(text)?.[0];
}

/** As a path on the site under test ("/reset-password/#token=…"): the service builds links from its SITE_URL. */
export const sitePath = (link: string): string => {
  const url = new URL(link);
  return url.pathname + url.hash;
};

/**
 * The newest mail to `email` whose plain text links to `page`, waiting for the service's mail worker to deliver it:
 * `count` such mails must have arrived (a resend makes a second one).
 */
export async function mailLinkingTo(request: APIRequestContext, email: string, page: string, count = 1): Promise<Mail> {
  const linking = async () => (await mailTo(request, email)).filter((mail) => linkTo(mail.text, page));
  await expect.poll(async () => (await linking()).length, { message: `${count} mail to ${email} linking to ${page}`, timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return (await linking())[0];
}

/** The newest reset link mailed to `email`, as a path on the site under test ("/reset-password/#token=…"). */
export async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const mail = await mailLinkingTo(request, email, "/reset-password/");
  return sitePath(linkTo(mail.text, "/reset-password/") as string);
}
