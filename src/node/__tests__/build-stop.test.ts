/**
 * The build's first step (gatsby-node onPreBootstrap) stops with the list of problems, naming file, entry and
 * field, when a recruiter misspells a job field or a writer uses an unknown category.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onPreBootstrap } from "../../../gatsby-node";

const repo = path.resolve(__dirname, "../../..");

function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-content-"));
  fs.cpSync(path.join(repo, "data"), path.join(dir, "data"), { recursive: true });
  fs.cpSync(path.join(repo, "content"), path.join(dir, "content"), { recursive: true });
  fs.cpSync(path.join(repo, "static"), path.join(dir, "static"), { recursive: true });
  return dir;
}

function runHook(cwd: string): jest.Mock {
  const panic = jest.fn();
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    // Only the reporter is used; Gatsby's full argument object is not needed here.
    (onPreBootstrap as unknown as (args: { reporter: { panic: jest.Mock; info: jest.Mock } }) => void)({ reporter: { panic, info: jest.fn() } });
  } finally {
    process.chdir(previous);
  }
  return panic;
}

describe("the build stops on bad content", () => {
  let dir: string;
  beforeEach(() => {
    dir = projectCopy();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("goes ahead with the content as committed", () => {
    expect(runHook(dir)).not.toHaveBeenCalled();
  });

  it("names the file, the job and the field of a misspelt job field and an unknown category", () => {
    const jobs = path.join(dir, "data/jobs.yaml");
    fs.writeFileSync(jobs, fs.readFileSync(jobs, "utf8").replace(/\n {2}salary:/, "\n  salery:"));
    const post = path.join(dir, "content/blog/31-roadmap/index.mdx");
    fs.writeFileSync(post, fs.readFileSync(post, "utf8").replace(/category: "[^"]+"/, 'category: "Inovation"'));
    const panic = runHook(dir);
    expect(panic).toHaveBeenCalledTimes(1);
    const message = String(panic.mock.calls[0][0]);
    expect(message).toContain('data/jobs.yaml: job 1: unknown field "salery" (did you mean "salary"?)');
    expect(message).toContain('data/jobs.yaml: job 1: missing required field "salary"');
    expect(message).toContain('content/blog/31-roadmap/index.mdx: unknown category "Inovation"');
  });
});
