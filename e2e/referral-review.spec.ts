/**
 * Referrals that count people, not inboxes (review 3 N2), as a member sees them: a sign-up with the member's link
 * from an alias of the member's own Gmail inbox is held for review once confirmed. The member's place does not move,
 * and the dashboard's referral box says one sign-up waits for review.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { linkTo, mailLinkingTo, PASSWORD, seedSession, signInViaApi } from "./support/accounts";
import { expectAxeClean } from "./support/axe";
import { openHydrated } from "./support/site";
import { expect, test } from "./support/test";

test.use({ reducedMotion: "reduce" });

type Entry = { key: string; strings?: { key: string; text: string }[] };
const pages = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../data/pages.yaml"), "utf8")) as Entry[];
const dashboard = Object.fromEntries((pages.find((p) => p.key === "waitlist")?.strings ?? []).map((s) => [s.key, s.text]));
const filled = (text: string, count: number) => text.replace("{count}", String(count));

test("a Gmail alias of the member's own inbox joining with the link is shown as waiting for review, and moves no one", async ({ page }) => {
  const request = page.request;
  const name = `ada.love${Date.now().toString(36)}`;
  const member = `${name}@gmail.com`;
  const alias = `${name.replace(/\./g, "")}+friend@googlemail.com`;
  expect((await request.post("/api/users/register", { data: { email: member, password: PASSWORD } })).status()).toBe(201);
  const session = await signInViaApi(request, member);
  const me = async () =>
    (await (await request.get("/api/users/me", { headers: { authorization: `Bearer ${session.token}` } })).json()) as {
      position: number;
      referralCode: string;
      referrals: number;
    };
  const before = await me();

  expect(
    (await request.post("/api/users/register", { data: { email: alias, password: PASSWORD, referralCode: before.referralCode } })).status(),
  ).toBe(201);
  const mail = await mailLinkingTo(request, alias, "/verify-email/");
  const token = new URL(linkTo(mail.text, "/verify-email/") as string).hash.slice("#token=".length);
  expect((await request.post("/api/users/confirm-email", { data: { token } })).status()).toBe(200);
  const after = await me();
  expect([after.position, after.referrals]).toEqual([before.position, 0]);

  await seedSession(page, session);
  await openHydrated(page, "/page-waitlist/");
  const box = page.getByRole("region", { name: dashboard.referralHeading });
  await expect(box).toContainText(filled(dashboard.referrals, 0));
  await expect(box).toContainText(filled(dashboard.pendingReferrals, 1));
  await expectAxeClean(page, "dashboard with a referral waiting for review", { within: "main" });
});
