/**
 * Accounts end to end against the real API service (issue 15): sign-up, sign-in with and without "Remember me", the
 * dashboard and its place in line, a referral, logout (also when the call fails) across tabs, the whole password
 * reset, every redirect, the header and home in both states, sign-in by keyboard, and axe on each account page's
 * error and success states (the idle pages are in accessibility.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";
import { FRIEND_BROWSER, linkTo, mailLinkingTo, newEmail, PASSWORD, registerViaApi, resetLinkFor, signInViaApi, sitePath, startSignedIn } from "./support/accounts";
import { jobs, openHydrated } from "./support/site";
import { expect, test } from "./support/test";

test.describe.configure({ mode: "parallel" });

/**
 * axe on the page's main content as it is now (idle, an error shown, a success shown), at both widths in both
 * schemes. The header and footer are scanned on every route by accessibility.spec.ts.
 */
const axeBothThemes = (page: Page): Promise<void> => expectAxeClean(page, "main content", { within: "main" });

/** Holds requests to `path` until `release()`, so a test can see the button's waiting label. */
async function holdRequests(page: Page, path: string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/${path}`, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

const banner = (page: Page) => page.getByRole("banner");

/** Where the header's controls, the hero's links, the closing call to action and the footer sit on the page. */
async function layoutOf(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const box = (selector: string): number[] => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect ? [rect.left, rect.top + window.scrollY, rect.width, rect.height].map(Math.round) : [];
    };
    return [...box("header nav"), ...box("main header ul"), ...box("main section:last-of-type"), ...box("footer")];
  });
}

test.use({ reducedMotion: "reduce" });
// Each test is a whole journey through several pages and account calls (argon2 on every sign-in).
test.describe.configure({ timeout: 120_000 });

test("sign up lands on /blog-classic; signing in without Remember me keeps the token for the tab; header, home and logout follow", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = newEmail("signup");
  await openHydrated(page, "/sign-up/");
  const form = page.getByRole("form", { name: "Create an account" });
  await expect(form.getByRole("link", { name: "Read the Terms of Service" })).toHaveAttribute("href", "/page-terms/");
  await expect(page.getByRole("link", { name: /Already have an account/ })).toHaveAttribute("href", "/sign-in/");
  await expect(page.getByRole("button", { name: /Google|GitHub|Apple/ })).toHaveCount(0);

  // Refused by the checks first (terms not accepted), then by the server (the e-mail is taken).
  const taken = await registerViaApi(page.request);
  await form.getByLabel("Email").fill(taken);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("Accept the Terms of Service to create an account.")).toBeVisible();
  await form.getByLabel("I accept the Terms of Service").check();
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByRole("status")).toContainText("An account with this e-mail address already exists.");
  await axeBothThemes(page);

  await form.getByLabel("Email").fill(email);
  const held = await holdRequests(page, "users/register");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByRole("button", { name: "Creating.." })).toBeVisible();
  held.release();
  await expect(page).toHaveURL("/blog-classic/");

  // Sign in without Remember me: the token lives in session storage only, the id in both.
  await openHydrated(page, "/sign-in/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/page-waitlist/");
  const stored = await page.evaluate(() => [localStorage.getItem("token"), sessionStorage.getItem("token"), localStorage.getItem("id"), sessionStorage.getItem("id")]);
  expect(stored[0]).toBeNull();
  expect(stored[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(stored[2]).toBe(stored[3]);
  await expect(page.getByRole("heading", { name: `Welcome, ${email}!` })).toBeVisible();

  // The header and the home page, signed in; nothing moves when the session is restored after hydration.
  await expect(banner(page).getByRole("link", { name: "Waitlist Dashboard" })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Log in" })).toBeHidden();
  await openHydrated(page, "/");
  await expect(page.getByText("Thanks for joining our waitlist!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Read the blog" })).toHaveAttribute("href", "/blog/");
  await expect(page.getByRole("link", { name: "Join the waitlist", exact: true })).toHaveCount(0);
  const signedInLayout = await layoutOf(page);

  await banner(page).getByRole("button", { name: "Logout" }).click();
  await expect(banner(page).getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL("/");
  expect(await page.evaluate(() => [sessionStorage.getItem("token"), localStorage.getItem("id"), sessionStorage.getItem("id")])).toEqual([null, null, null]);
  // Signed out, home shows both sign-up buttons again, and every block sits where it sat signed in: the space of
  // both states is reserved, so the switch after hydration moves nothing.
  await expect(page.getByRole("link", { name: "Join the waitlist", exact: true })).toHaveCount(2);
  await expect(page.getByText("Thanks for joining our waitlist!")).toBeHidden();
  expect(await layoutOf(page)).toEqual(signedInLayout);
});

test("Remember me, the dashboard, a referral that moves the member up, and a failed logout that still signs out every tab", async ({ page, context, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerViaApi(page.request); // someone ahead, so the member has a place to gain
  const email = await registerViaApi(page.request);
  await openHydrated(page, "/sign-in/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status").filter({ hasText: "incorrect" })).toHaveText("The e-mail address or password is incorrect.");
  await axeBothThemes(page);

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Remember me?").check();
  const held = await holdRequests(page, "users/login");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Logging in..." })).toBeVisible();
  held.release();
  await expect(page).toHaveURL("/page-waitlist/");
  expect(await page.evaluate(() => [typeof localStorage.getItem("token"), sessionStorage.getItem("token")])).toEqual(["string", null]);

  // The dashboard: the join date as a long US date, the count (hero's helper), status, place in line, links.
  const main = page.getByRole("main");
  const today = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date());
  await expect(main.getByText(today)).toBeVisible();
  await expect(main.getByText(/^\d+\.\dk\+$/)).toBeVisible();
  await expect(main.getByText("MVP")).toBeVisible();
  await expect(main.getByRole("link", { name: "Read the roadmap" })).toHaveAttribute("href", "/blog-details/31/");
  // The demo and newsletter requests open their dialogs, and closing one returns to the button.
  const demoButton = main.getByRole("button", { name: "Request a demo" });
  await demoButton.click();
  await expect(page.getByRole("dialog", { name: /demo/i })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(demoButton).toBeFocused();
  await expect(main.getByRole("button", { name: "Subscribe to the newsletter" })).toBeVisible();
  await expect(main.getByRole("link", { name: /Gestura on LinkedIn/ })).toHaveAttribute("href", /linkedin\.com/);
  await expect(main.getByText("Each friend who joins with your link moves you up 10 places.")).toBeVisible();
  const place = main.getByText(/^You are #\d+ in line$/);
  const before = Number(/#(\d+)/.exec((await place.textContent()) ?? "")?.[1]);
  expect(before).toBeGreaterThan(1);

  // Copy: the Clipboard API when allowed.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const link = await main.getByLabel("Your referral link").inputValue();
  expect(link).toMatch(/\/sign-up\/\?ref=[A-Za-z0-9]{12}$/);
  await main.getByRole("button", { name: "Copy" }).click();
  await expect(main.getByText("Link copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  for (const name of [/Share by e-mail/, /Share on LinkedIn/, /Share on X/]) {
    await expect(main.getByRole("link", { name })).toHaveAttribute("href", new RegExp(encodeURIComponent(link).replace(/[?]/g, "\\?")));
  }
  await axeBothThemes(page);

  // A friend opens the link in another browser, reads the terms on the way, and signs up.
  const friendContext = await browser.newContext(FRIEND_BROWSER);
  const friend = await friendContext.newPage();
  await friend.goto(link);
  await expect(friend.getByText("A friend invited you.", { exact: false })).toBeVisible();
  await friend.getByRole("link", { name: "Read the Terms of Service" }).click();
  await expect(friend).toHaveURL("/page-terms/");
  await friend.goBack();
  await friend.goto("/sign-up/");
  await expect(friend.getByText("A friend invited you.", { exact: false })).toBeVisible();
  const friendEmail = newEmail("friend");
  await friend.getByLabel("Email").fill(friendEmail);
  await friend.getByLabel("Password").fill(PASSWORD);
  await friend.getByLabel("I accept the Terms of Service").check();
  await friend.getByRole("button", { name: "Create account" }).click();
  await expect(friend).toHaveURL("/blog-classic/");

  // The referral counts only once the friend has confirmed their address (PRODUCT §6): not yet.
  const placeNow = async () => Number(/#(\d+)/.exec((await place.textContent()) ?? "")?.[1]);
  await page.reload();
  await expect(place).toBeVisible();
  expect(await placeNow()).toBe(before);
  // The friend follows the link of the mail the sign-up sent.
  const verify = await mailLinkingTo(page.request, friendEmail, "/verify-email/");
  await openHydrated(friend, sitePath(linkTo(verify.text, "/verify-email/") as string));
  await expect(friend.getByRole("status").getByText(/Your e-mail address is confirmed/)).toBeVisible();
  await friendContext.close();

  await page.reload();
  await expect(main.getByText("Friends who joined with your link: 1")).toBeVisible();
  expect(await placeNow()).toBeLessThan(before);

  // A second tab of the same browser, then a logout whose call fails: both tabs end up signed out.
  const second = await context.newPage();
  await openHydrated(second, "/page-about/");
  await expect(banner(second).getByRole("button", { name: "Logout" })).toBeVisible();
  await page.route("**/api/users/logout", (route) => route.fulfill({ status: 500, body: "oops" }));
  await banner(page).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(banner(page).getByRole("link", { name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("id")])).toEqual([null, null]);
  await expect(banner(second).getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(banner(second).getByRole("button", { name: "Logout" })).toBeHidden();
});

test("the whole reset: ask, follow the e-mailed link, choose a password; old password and sessions refused, new one works", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = await registerViaApi(page.request);
  const oldSession = await signInViaApi(page.request, email);
  await openHydrated(page, "/reset-password/");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Tick the box to show you are not a robot.")).toBeVisible();
  await axeBothThemes(page);
  await page.getByLabel("I'm not a robot").check();
  const held = await holdRequests(page, "users/passwordreset");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("button", { name: "Resetting..." })).toBeVisible();
  held.release();
  const sent = page.getByText(/If an account exists for this e-mail address/);
  await expect(sent).toBeVisible();
  await expect(sent).toHaveAttribute("data-tone", "success"); // the green success style
  await axeBothThemes(page);

  // The link from the mail: the token travels in the fragment and is removed from the address once read.
  const link = await resetLinkFor(page.request, email);
  expect(link).toMatch(/^\/reset-password\/#token=/);
  await openHydrated(page, "/page-about/"); // the mail program opens the link in a fresh page load
  await openHydrated(page, link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page).toHaveURL("/reset-password/");
  await page.getByLabel("New password", { exact: true }).fill("a brand new password");
  await page.getByLabel("New password again").fill("something else");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
  await page.getByLabel("New password again").fill("a brand new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await axeBothThemes(page);
  expect((await page.request.get("/api/users/me", { headers: { authorization: `Bearer ${oldSession.token}` } })).status()).toBe(401);

  // A spent link says so and offers a new one (here opened in the same tab: only the fragment changes).
  await page.evaluate((hash) => (window.location.hash = hash), link.slice(link.indexOf("#")));
  await page.getByLabel("New password", { exact: true }).fill("another new password");
  await page.getByLabel("New password again").fill("another new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/already been used/)).toBeVisible();
  await axeBothThemes(page);
  await page.getByRole("button", { name: "Ask for a new reset link" }).click();
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();

  // The old password is refused, the new one works.
  await page.getByRole("link", { name: "Back to log in" }).click();
  await expect(page).toHaveURL("/sign-in/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("The e-mail address or password is incorrect.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("a brand new password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/page-waitlist/");
  await expect(page.getByRole("main").getByText(/^You are #\d+ in line$/)).toBeVisible();
});

test("redirects both ways, an ended session, and sign-in by keyboard back to the page that sent the visitor", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const job = jobs[2];
  // The static HTML of the dashboard holds no member content (no flash of the protected page).
  const html = await (await request.get("/page-waitlist/")).text();
  expect(html).not.toContain("Your referral link");
  expect(html).not.toContain("Welcome");

  await page.goto("/page-waitlist/");
  await expect(page).toHaveURL("/sign-in/");
  await page.goto(`/page-apply/${job.id}/`);
  await expect(page).toHaveURL("/sign-in/");
  // The sign-in page names the job the visitor is applying for; the application itself never showed.
  await expect(page.getByRole("form", { name: "Job application" })).toHaveCount(0);

  // Keyboard only: Tab through the form, Space ticks Remember me, Enter sends it.
  const email = await registerViaApi(request);
  await page.getByLabel("Email").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Remember me?")).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Log in" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/page-apply/${job.id}/`);
  await expect(page.getByRole("textbox", { name: "Position" })).toHaveValue(job.name);

  for (const path of ["/sign-up/", "/sign-in/", "/reset-password/"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/page-waitlist/");
  }

  // The session ends elsewhere (here: a token the server no longer knows): back to sign-in, saying so.
  await page.evaluate(() => localStorage.setItem("token", "A".repeat(43)));
  await page.goto("/page-about/");
  await expect(page).toHaveURL("/sign-in/");
  await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Log in" })).toBeVisible();
  await axeBothThemes(page);
});

test("a signed-in member keeps the application page, users/me is asked once per page load; header controls at 375 px", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await startSignedIn(page, request);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/users/me") asked.push(r.url());
  });
  await openHydrated(page, `/page-apply/${jobs[0].id}/`);
  await expect(page.getByRole("textbox", { name: "Position" })).toHaveValue(jobs[0].name);
  await expect(banner(page).getByRole("button", { name: "Logout" })).toBeInViewport();
  await expect(banner(page).getByRole("link", { name: "Log in" })).toBeHidden();
  // On a phone the dashboard link is in the menu, beside the header's Logout.
  await banner(page).getByRole("button", { name: "Menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Waitlist Dashboard" }).click();
  await expect(page).toHaveURL("/page-waitlist/");
  await expect(page.getByRole("main").getByText(/^You are #\d+ in line$/)).toBeVisible();
  // One page load (the application page), then a move within the site: one users/me in all.
  expect(asked).toHaveLength(1);
  await axeBothThemes(page);
});
