/**
 * Accounts for the browser tests, made through the real API service (no stub): a fresh address per call, sign-in for
 * a token, a session seeded into a page's storage, and the reset link read from the test outbox (E2E_OUTBOX).
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./test";

export const PASSWORD = "correct horse battery";

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
  const session = await signInViaApi(request, email);
  await page.addInitScript(({ token, id }) => {
    if (sessionStorage.getItem("e2e-seeded")) return;
    sessionStorage.setItem("e2e-seeded", "1");
    localStorage.setItem("token", token);
    localStorage.setItem("id", id);
    sessionStorage.setItem("id", id);
  }, session);
  return email;
}

/** The newest reset link mailed to `email`, as a path on the site under test ("/reset-password/#token=…"). */
export async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await answer.json()) as { mails: { kind: string; body: string }[] };
  const link = /https?:\/\/\S+\/reset-password\/#token=[A-Za-z0-9_-]+/.exec(mails.find((m) => m.kind === "password-reset")?.body ?? "")?.[0];
  expect(link, "the outbox holds a reset mail with a fragment link").toBeTruthy();
  const url = new URL(link as string);
  return url.pathname + url.hash;
}
