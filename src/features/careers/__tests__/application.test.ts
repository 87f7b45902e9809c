import { PROFILE_URLS } from "../../../lib/api-contract";
import { announcedPercent, applicationFields, profileProblem, resumeProblem, uploadPercent } from "../application";

const MB = 1024 * 1024;

describe("resumeProblem", () => {
  it.each([
    ["cv.pdf", 1000, null],
    ["CV.DOCX", 4 * MB, null],
    ["cv.doc", 5 * MB - 1, null],
    ["cv.pdf", 5 * MB, "size"],
    ["cv.pdf", 0, "size"],
    ["cv.txt", 1000, "type"],
    ["cv.pdf.exe", 1000, "type"],
  ])("%s of %i bytes: %s", (name, size, expected) => {
    expect(resumeProblem({ name, size })).toBe(expected);
  });
});

describe("profileProblem", () => {
  it("accepts the canonical prefixes leniently and names the canonical one otherwise; empty is left to required", () => {
    expect(profileProblem("linkedin", "http://linkedin.com/in/ada")).toBeNull();
    expect(profileProblem("linkedin", "https://example.com/in/ada")).toBe(PROFILE_URLS.linkedin.message);
    expect(profileProblem("github", "https://www.github.com/ada")).toBeNull();
    expect(profileProblem("github", "https://gitlab.com/ada")).toBe(PROFILE_URLS.github.message);
    expect(profileProblem("github", "  ")).toBeNull();
  });
});

describe("applicationFields", () => {
  const values = {
    first_name: " Ada ",
    last_name: "Lovelace",
    email: "ada@example.com ",
    phone: "+1-202-000-0000",
    linkedin_url: "https://www.linkedin.com/in/ada",
    github_url: "",
    portfolio_url: " ",
    cover_letter: "Hello",
    country: "Canada",
    other_country: "Ireland",
  };

  it("joins the names, adds the position, leaves empty optional fields out", () => {
    expect(applicationFields(values, "AI Research Engineer", "Other")).toEqual({
      full_name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1-202-000-0000",
      position: "AI Research Engineer",
      linkedin_url: "https://www.linkedin.com/in/ada",
      github_url: undefined,
      portfolio_url: undefined,
      cover_letter: "Hello",
      country: "Canada",
    });
  });

  it("sends the typed country when Other is chosen", () => {
    expect(applicationFields({ ...values, country: "Other" }, "X", "Other").country).toBe("Ireland");
  });
});

describe("upload percentages", () => {
  it("rounds the fraction and announces every quarter", () => {
    expect([0, 0.004, 0.526, 1, 1.2].map(uploadPercent)).toEqual([0, 0, 53, 100, 100]);
    expect([0, 24, 25, 74, 99, 100].map(announcedPercent)).toEqual([0, 0, 25, 50, 75, 100]);
  });
});
