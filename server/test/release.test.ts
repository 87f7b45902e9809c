/**
 * Stateless instances and the release step (issue 42): résumés live in the database, so one uploaded through one
 * instance downloads from another; the files of the former uploads folder move in once; an instance started with
 * MIGRATE_ON_START=false refuses a database behind its code. (Two `npm run migrate` at once: postgres/release.)
 */
import assert from "node:assert/strict";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { DatabaseStartError } from "../src/db/database";
import { readMigrations } from "../src/db/migrate";
import { openDatabase } from "../src/db/open";
import { RESUME_PART_BYTES, importResumeFiles, resumeContent } from "../src/lib/resumes";
import { buffer } from "node:stream/consumers";
import {
  SAMPLE_FILES,
  STORE,
  type TestService,
  alsoStart,
  freshAddress,
  freshEmail,
  multipartBody,
  startService,
  throwawayDatabase,
} from "./helpers";

let base: TestService;
before(async () => {
  base = await startService({ RATE_LIMIT_FORMS: "1000", RATE_LIMIT_ACCOUNT: "1000" });
});
after(async () => {
  await base?.close();
});

async function signedIn(service: TestService): Promise<string> {
  const email = freshEmail();
  const json = (url: string, body: unknown) =>
    service.app.inject({
      method: "POST",
      url,
      remoteAddress: freshAddress(),
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  assert.equal((await json("/api/users/register", { email, password: "correct horse battery" })).statusCode, 201);
  return String(JSON.parse((await json("/api/users/login", { email, password: "correct horse battery" })).body).token);
}

const FIELDS = {
  full_name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  position: "Engineer",
  linkedin_url: "https://www.linkedin.com/in/ada",
};

describe(`résumés in the database (${STORE} database)`, () => {
  it("stores a résumé sent to one instance, and another instance on the same database hands it back byte for byte", async () => {
    const other = await alsoStart(base, { RATE_LIMIT_FORMS: "1000" });
    try {
      const token = await signedIn(base);
      // Over four parts, so reading it back crosses part boundaries: a PDF padded with a comment.
      const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(`\n%${"x".repeat(RESUME_PART_BYTES * 3 + 123)}\n`, "latin1")]);
      const { payload, headers } = multipartBody(FIELDS, [{ field: "resume", filename: "cv.pdf", type: "application/pdf", data: big }]);
      const sent = await base.app.inject({
        method: "POST",
        url: "/api/job/application",
        remoteAddress: freshAddress(),
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload,
      });
      assert.equal(sent.statusCode, 201, sent.body);
      const id = String(JSON.parse(sent.body).id);
      const parts = await base.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM resume_parts p JOIN resumes r ON r.id = p.resume_id WHERE r.application_id = $1",
        [id],
      );
      assert.equal(parts[0].n, 4);
      const download = await other.app.inject({
        method: "GET",
        url: `/api/job/application/${id}/resume`,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(download.statusCode, 200);
      assert.equal(download.rawPayload.length, big.length);
      assert.ok(download.rawPayload.equals(big), "the same bytes");
    } finally {
      await other.close();
    }
  });
});

describe(`moving the former uploads folder into the database (${STORE} database)`, () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-old-uploads-"));
  after(() => fs.rmSync(folder, { recursive: true, force: true }));

  /** An application as an older version stored it: a `resumes` row naming a file in the uploads folder. */
  async function oldApplication(data: Buffer, recorded: Buffer = data): Promise<{ resumeId: string; name: string }> {
    const email = freshEmail();
    const registered = await base.app.inject({
      method: "POST",
      url: "/api/users/register",
      remoteAddress: freshAddress(),
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email, password: "correct horse battery" }),
    });
    assert.equal(registered.statusCode, 201);
    const [user] = await base.db.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
    const applicationId = randomUUID();
    const resumeId = randomUUID();
    const name = `${randomUUID()}.pdf`;
    await base.db.query(
      `INSERT INTO job_applications (id, user_id, full_name, email, phone, position, linkedin_url, created_at)
       VALUES ($1, $2, 'Ada Lovelace', 'ada@example.com', '+44', 'Engineer', 'https://www.linkedin.com/in/ada', now())`,
      [applicationId, user.id],
    );
    await base.db.query(
      "INSERT INTO resumes (id, application_id, stored_name, original_name, media_type, size_bytes, sha256, created_at) VALUES ($1, $2, $3, 'cv.pdf', 'application/pdf', $4, $5, now())",
      [resumeId, applicationId, name, recorded.length, createHash("sha256").update(recorded).digest("hex")],
    );
    fs.writeFileSync(path.join(folder, name), data);
    return { resumeId, name };
  }

  it("moves each file a résumé names into the database once, removes it from the folder, and leaves a damaged one", async () => {
    const kept = await oldApplication(SAMPLE_FILES.pdf);
    const damaged = await oldApplication(SAMPLE_FILES.pdf, Buffer.concat([SAMPLE_FILES.pdf, Buffer.from("more")]));
    const lost = await oldApplication(SAMPLE_FILES.pdf);
    fs.unlinkSync(path.join(folder, lost.name));
    const stranger = path.join(folder, "not-a-resume.txt");
    fs.writeFileSync(stranger, "kept");

    const first = await importResumeFiles(base.db, folder);
    assert.deepEqual(first, { imported: 1, missing: 1, damaged: [damaged.name] });
    assert.ok((await buffer(resumeContent(base.db, kept.resumeId))).equals(SAMPLE_FILES.pdf), "the bytes are in the database");
    const [row] = await base.db.query<{ stored_name: string | null }>("SELECT stored_name FROM resumes WHERE id = $1", [kept.resumeId]);
    assert.equal(row.stored_name, null);
    assert.deepEqual(fs.readdirSync(folder).sort(), [damaged.name, "not-a-resume.txt"].sort(), "moved files leave the folder; others stay");

    const again = await importResumeFiles(base.db, folder);
    assert.deepEqual(again, { imported: 0, missing: 1, damaged: [damaged.name] }, "a second run moves nothing twice");
    assert.deepEqual(
      await importResumeFiles(base.db, path.join(folder, "gone")),
      { imported: 0, missing: 2, damaged: [] },
      "no folder: nothing to move",
    );
  });
});

describe(`MIGRATE_ON_START=false (${STORE} database)`, () => {
  it("refuses to start against a database behind the code's migrations, with a sentence; starts once it is migrated", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-release-"));
    const target = STORE === "postgres" ? await throwawayDatabase({ migrated: false }) : null;
    const settings = { databaseUrl: target?.url ?? null, dataDir };
    try {
      const refused = await openDatabase({ ...settings, migrateOnStart: false }).then(
        () => null,
        (error: unknown) => error,
      );
      assert.ok(refused instanceof DatabaseStartError);
      const count = readMigrations().length;
      assert.equal(
        refused.message,
        `the database is behind this version of the code: ${count} migrations not applied (${readMigrations()
          .map((m) => m.version)
          .join(", ")}). Run the release step (npm run migrate) first, or leave MIGRATE_ON_START unset to migrate at start.`,
      );
      const migrated = await openDatabase(settings);
      await migrated.close();
      const started = await openDatabase({ ...settings, migrateOnStart: false });
      await started.close();
    } finally {
      await target?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
