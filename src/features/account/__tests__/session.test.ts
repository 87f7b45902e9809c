import {
  accountCrumb,
  afterSignIn,
  failureMessage,
  isApplyPath,
  readAccountState,
  readSignedUpNotice,
  signInIntro,
  referralFromSearch,
  referralLink,
  resetTokenFromHash,
  safeReturnPath,
} from "../session";
import { activeToken, tokenArea } from "../../../shared/lib/stored-session";

describe("the stored session", () => {
  it.each([
    [{ localToken: null, sessionToken: null }, null],
    [{ localToken: "L", sessionToken: null }, "L"],
    [{ localToken: null, sessionToken: "S" }, "S"],
    [{ localToken: "L", sessionToken: "S" }, "S"],
    [{ localToken: "", sessionToken: "" }, null],
  ])("signed in when a token exists in either storage: %j → %p", (stored, token) => {
    expect(activeToken(stored)).toBe(token);
  });

  it("keeps the token in local storage with Remember me, else in session storage", () => {
    expect(tokenArea(true)).toBe("local");
    expect(tokenArea(false)).toBe("session");
  });
});

describe("where sign-in returns", () => {
  it.each([
    ["/page-apply/3/", "/page-apply/3/"],
    ["/page-waitlist/", "/page-waitlist/"],
    ["/blog/?page=2#top", "/blog/?page=2#top"],
  ])("returns to the page on this site that sent the visitor: %s", (from, path) => {
    expect(safeReturnPath(from)).toBe(path);
    expect(afterSignIn(from)).toBe(path);
  });

  it.each([undefined, null, 42, "", "page-apply/3/", "//evil.example/", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "/sign-in/", "/sign-up", "/reset-password/#token=x"])(
    "goes to the dashboard instead of %p",
    (from) => {
      expect(safeReturnPath(from)).toBeNull();
      expect(afterSignIn(from)).toBe("/page-waitlist/");
    },
  );

  it("reads only the known fields of history state", () => {
    expect(readAccountState({ from: "/page-apply/3/", sessionEnded: true, extra: 1 })).toEqual({ from: "/page-apply/3/", sessionEnded: true });
    expect(readAccountState({ from: "//evil.example/", sessionEnded: "yes" })).toEqual({ from: undefined, sessionEnded: undefined });
    expect(readAccountState(null)).toEqual({});
    expect(readAccountState("state")).toEqual({});
  });

  it("carries a typed e-mail only when it is an address, trimmed", () => {
    expect(readAccountState({ email: " ada@example.com " }).email).toBe("ada@example.com");
    expect(readAccountState({ email: "ada@" }).email).toBeUndefined();
    expect(readAccountState({ email: 42 }).email).toBeUndefined();
  });

  it("names the job applied for only when the way back is that application page", () => {
    expect(readAccountState({ from: "/page-apply/3/", applyingFor: "AI Research Engineer" }).applyingFor).toBe("AI Research Engineer");
    expect(readAccountState({ from: "/page-waitlist/", applyingFor: "AI Research Engineer" }).applyingFor).toBeUndefined();
    expect(readAccountState({ applyingFor: "AI Research Engineer" }).applyingFor).toBeUndefined();
    expect(readAccountState({ from: "/page-apply/3/", applyingFor: "x".repeat(201) }).applyingFor).toBeUndefined();
    expect(isApplyPath("/page-apply/3/")).toBe(true);
    expect(isApplyPath("/page-apply/3")).toBe(true);
    expect(isApplyPath("/page-career/")).toBe(false);
  });
});

describe("the sign-in page's intro", () => {
  const words = {
    intro: "Log in to see your place on the waitlist.",
    applyIntro: "Sign in to continue your application for {job}.",
    applyIntroAnyJob: "Sign in to continue your application.",
  };
  it("speaks of the application, by job title when known, only when an application page sent the visitor", () => {
    expect(signInIntro({}, words)).toBe(words.intro);
    expect(signInIntro({ from: "/page-waitlist/" }, words)).toBe(words.intro);
    expect(signInIntro({ from: "/page-apply/3/", applyingFor: "AI Research Engineer" }, words)).toBe(
      "Sign in to continue your application for AI Research Engineer.",
    );
    expect(signInIntro({ from: "/page-apply/3/" }, words)).toBe(words.applyIntroAnyJob);
    expect(signInIntro({ from: "/page-apply/3/", applyingFor: "A $& B" }, words)).toBe("Sign in to continue your application for A $& B.");
  });
});

describe("the sign-up notice in history state", () => {
  it("reads the e-mail and the sentence, and nothing else", () => {
    const msg = "Your account has been created.";
    expect(readSignedUpNotice({ signedUp: { email: "ada@example.com", msg }, key: "1" })).toEqual({ email: "ada@example.com", msg });
    expect(readSignedUpNotice({ signedUp: { email: "ada@example.com", msg: " " } })).toBeNull();
    expect(readSignedUpNotice({ signedUp: { email: "not an address", msg } })).toBeNull();
    expect(readSignedUpNotice({ signedUp: "yes" })).toBeNull();
    expect(readSignedUpNotice({ key: "1" })).toBeNull();
    expect(readSignedUpNotice(null)).toBeNull();
  });
});

describe("the breadcrumb helper", () => {
  it("names the dashboard when signed in, else sign-in", () => {
    const words = { dashboard: "Waitlist Dashboard", signIn: "Sign in" };
    expect(accountCrumb(true, words)).toBe("Waitlist Dashboard");
    expect(accountCrumb(false, words)).toBe("Sign in");
  });
});

describe("the reset link's fragment", () => {
  it.each([
    ["#token=abc_DEF-123", "abc_DEF-123"],
    ["token=abc", "abc"],
    ["#token=a%2Bb", "a+b"],
    ["#other=1&token=xyz", "xyz"],
    ["", null],
    ["#token=", null],
    ["#&gid=figures&pid=2", null],
  ])("%p → %p", (hash, token) => {
    expect(resetTokenFromHash(hash)).toBe(token);
  });
});

describe("the sentence for a failed account call", () => {
  const words = { rejected: "Login failed", requestError: "Server error" };
  it("prefers the server's msg, then the refusal's or the request error's own sentence", () => {
    expect(failureMessage({ kind: "rejected", msg: "The e-mail address or password is incorrect." }, words)).toBe("The e-mail address or password is incorrect.");
    expect(failureMessage({ kind: "rejected", msg: "" }, words)).toBe("Login failed");
    expect(failureMessage({ kind: "network", msg: "" }, words)).toBe("Server error");
    expect(failureMessage({ kind: "invalid-response", msg: "Bad gateway" }, words)).toBe("Bad gateway");
  });
});

describe("referral links", () => {
  it("reads a well-formed ?ref= code and ignores anything else", () => {
    expect(referralFromSearch("?ref=Ab3dE5gH7jK9")).toBe("Ab3dE5gH7jK9");
    expect(referralFromSearch("?x=1&ref=abc_1-2")).toBe("abc_1-2");
    expect(referralFromSearch("?ref=<script>")).toBeNull();
    expect(referralFromSearch("?ref=")).toBeNull();
    expect(referralFromSearch("")).toBeNull();
    expect(referralFromSearch(`?ref=${"a".repeat(33)}`)).toBeNull();
  });

  it("builds the sign-up link on the site's origin", () => {
    expect(referralLink("https://gestura.ai/", "Ab3dE5gH7jK9")).toBe("https://gestura.ai/sign-up/?ref=Ab3dE5gH7jK9");
  });
});
