/**
 * Résumés (review 3 N1): the ZIP central-directory reader and the DOCX rules, unit by unit; then through the router,
 * the review's files (an HTML page and a script that mention %PDF-, ZIPs that are no Word document) are refused,
 * and a genuine résumé reaches the team under a name we choose, with the applicant's own name only as text.
 */
import assert from "node:assert/strict";
import { buffer } from "node:stream/consumers";
import { after, before, describe, it } from "node:test";
import { ZIP_LIMITS, docxProblem, readZipDirectory, resumeAttachmentName, sniffDocument } from "../src/lib/documents";
import { type MailTransport, type OutgoingMail, deliverDue } from "../src/mail/delivery";
import { MESSAGES } from "../src/messages";
import {
  SAMPLE_FILES,
  type TestService,
  contentTypes,
  docxParts,
  freshAddress,
  freshEmail,
  multipartBody,
  startService,
  storedResumes,
  zipArchive,
} from "./helpers";

/** The review's files: `%PDF-` inside the first kilobyte, but no PDF. */
const RESUME_HTML = Buffer.from("<!--%PDF-1.4--><html><body><script>alert(document.domain)</script></body></html>", "latin1");
const CV_JS = Buffer.from("/*%PDF-1.4*/ WScript.Echo('ran');", "latin1");
/** The review's 12-byte-header "ZIP": a local-file signature and the names it hopes to be judged by. */
const FAKE_ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from("evil.exe word/document.xml", "latin1")]);

const withParts = (change: (parts: ReturnType<typeof docxParts>) => ReturnType<typeof docxParts>) => zipArchive(change(docxParts()));

describe("ZIP central directory", () => {
  it("lists the entries of a genuine archive, stored and deflated", () => {
    const entries = readZipDirectory(
      zipArchive([
        { name: "a.txt", data: "hello", store: true },
        { name: "dir/b.xml", data: "<b/>".repeat(100) },
      ]),
    );
    assert.ok(Array.isArray(entries), String(entries));
    assert.deepEqual(
      entries.map(({ name, method, size }) => [name, method, size]),
      [
        ["a.txt", 0, 5],
        ["dir/b.xml", 8, 400],
      ],
    );
  });

  it("finds the end record behind an archive comment", () => {
    const zip = zipArchive(docxParts());
    const comment = Buffer.from("made by hand");
    zip.writeUInt16LE(comment.length, zip.length - 2);
    assert.equal(docxProblem(Buffer.concat([zip, comment])), null);
  });

  const refused: [string, Buffer, RegExp][] = [
    ["no end record", FAKE_ZIP, /no end-of-central-directory/],
    ["an empty buffer", Buffer.alloc(0), /no end-of-central-directory/],
    [
      "more than 1,000 entries",
      zipArchive(Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => ({ name: `f${i}`, data: "", store: true }))),
      /more than 1000 entries/,
    ],
    [
      "more than 50 MB unpacked, as the directory claims",
      zipArchive([{ name: "word/document.xml", data: "x", claimedSize: ZIP_LIMITS.maxUnpackedBytes + 1 }]),
      /bytes unpacked/,
    ],
    ["a ZIP64 size", zipArchive([{ name: "big", data: "x", claimedSize: 0xffffffff }]), /ZIP64/],
  ];
  for (const [what, bytes, reason] of refused) {
    it(`refuses ${what}`, () => {
      const entries = readZipDirectory(bytes);
      assert.equal(typeof entries, "string");
      assert.match(String(entries), reason);
    });
  }

  it("refuses a directory that points outside the file, and an entry cut short", () => {
    const zip = zipArchive(docxParts());
    const offsetAt = zip.length - 6;
    const moved = Buffer.from(zip);
    moved.writeUInt32LE(zip.length, offsetAt);
    assert.match(String(readZipDirectory(moved)), /outside the file/);
    const shortened = Buffer.from(zip);
    shortened.writeUInt32LE(zip.readUInt32LE(zip.length - 10) - 10, zip.length - 10);
    assert.match(String(readZipDirectory(shortened)), /damaged/);
  });

  it("refuses the ZIP64 end locator and a multi-part archive", () => {
    const zip = zipArchive(docxParts());
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    const end = zip.subarray(zip.length - 22);
    assert.match(String(readZipDirectory(Buffer.concat([zip.subarray(0, zip.length - 22), locator, end]))), /ZIP64/);
    const split = Buffer.from(zip);
    split.writeUInt16LE(1, zip.length - 22 + 4);
    assert.match(String(readZipDirectory(split)), /multi-part/);
  });
});

describe("what counts as a DOCX", () => {
  const cases: [string, Buffer, RegExp | null][] = [
    ["a minimal Word document", SAMPLE_FILES.docx, null],
    ["one with its parts stored, not deflated", withParts((parts) => parts.map((part) => ({ ...part, store: true }))), null],
    [
      "a ZIP that is not a Word document (a spreadsheet)",
      zipArchive([
        { name: "[Content_Types].xml", data: contentTypes("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml") },
        { name: "word/document.xml", data: "<x/>" },
      ]),
      /no main Word document/,
    ],
    [
      "a ZIP of a program",
      zipArchive([
        { name: "evil.exe", data: "MZ" },
        { name: "readme/word/document.xml", data: "" },
      ]),
      /no \[Content_Types\]\.xml/,
    ],
    ["a DOCX with vbaProject.bin", withParts((parts) => [...parts, { name: "word/vbaProject.bin", data: "Attribute VB_Name" }]), /macros/],
    [
      "a macro-enabled document (.docm) content type",
      withParts((parts) => [
        { name: "[Content_Types].xml", data: contentTypes("application/vnd.ms-word.document.macroEnabled.main+xml") },
        ...parts.slice(1),
      ]),
      /macros/,
    ],
    [
      "a DOCX whose content types also declare a VBA project",
      withParts((parts) => [
        {
          name: "[Content_Types].xml",
          data: contentTypes(undefined, '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>'),
        },
        ...parts.slice(1),
      ]),
      /macros/,
    ],
    ["a DOCX whose main part is missing", withParts((parts) => parts.filter((part) => part.name !== "word/document.xml")), /is missing/],
  ];
  for (const [what, bytes, problem] of cases) {
    it(`${problem === null ? "accepts" : "refuses"} ${what}`, () => {
      const found = docxProblem(bytes);
      if (problem === null) assert.equal(found, null);
      else assert.match(String(found), problem);
      assert.equal(sniffDocument(bytes), problem === null ? "docx" : null);
    });
  }

  it("refuses the review's HTML page, script and fake ZIP, and accepts PDF and DOC by their first bytes", () => {
    assert.deepEqual([RESUME_HTML, CV_JS, FAKE_ZIP].map(sniffDocument), [null, null, null]);
    assert.deepEqual([SAMPLE_FILES.pdf, SAMPLE_FILES.doc].map(sniffDocument), ["pdf", "doc"]);
  });
});

describe("the résumé's attachment name", () => {
  it("is resume-<applicant> in safe ASCII with the sniffed type's extension", () => {
    assert.equal(resumeAttachmentName("Ada Lovelace", "application/pdf"), "resume-ada-lovelace.pdf");
    assert.equal(resumeAttachmentName("  José Núñez-O'Brien ", "application/msword"), "resume-jose-nunez-o-brien.doc");
    assert.equal(resumeAttachmentName("Ada", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"), "resume-ada.docx");
    assert.equal(resumeAttachmentName("李小龍 <script>", "application/pdf"), "resume-script.pdf");
    assert.equal(resumeAttachmentName("../../etc/passwd.html", "application/pdf"), "resume-etc-passwd-html.pdf");
    assert.equal(resumeAttachmentName("王", "application/pdf"), "resume-applicant.pdf");
    assert.match(resumeAttachmentName("a".repeat(500), "application/pdf"), /^resume-a{60}\.pdf$/);
  });
});

describe("résumés through the router", () => {
  let service: TestService;
  let token = "";
  before(async () => {
    service = await startService({
      QUOTA_APPLICATIONS_PER_DAY: "100",
      QUOTA_APPLICATIONS_TOTAL: "100",
      RATE_LIMIT_FORMS: "1000",
    });
    const email = freshEmail();
    const json = (url: string, body: unknown) =>
      service.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(body),
        remoteAddress: freshAddress(),
      });
    assert.equal((await json("/api/users/register", { email, password: "correct horse battery" })).statusCode, 201);
    token = String(JSON.parse((await json("/api/users/login", { email, password: "correct horse battery" })).body).token);
  });
  after(() => service?.close());

  const fields = {
    full_name: "Ada Lovelace",
    email: "cv@example.org",
    phone: "+1 202 000 0000",
    position: "Engineer",
    linkedin_url: "https://www.linkedin.com/in/ab",
  };
  async function apply(filename: string, type: string, data: Buffer) {
    const { payload, headers } = multipartBody(fields, [{ field: "resume", filename, type, data }]);
    const response = await service.app.inject({
      method: "POST",
      url: "/api/job/application",
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
      remoteAddress: freshAddress(),
    });
    return { status: response.statusCode, msg: (JSON.parse(response.body) as { msg: string }).msg };
  }

  const hostile: [string, string, Buffer][] = [
    ["resume.html", "text/html", RESUME_HTML],
    ["cv.js", "application/javascript", CV_JS],
    ["resume.zip", "application/zip", FAKE_ZIP],
    [
      "book.docx",
      "application/octet-stream",
      zipArchive([
        { name: "[Content_Types].xml", data: contentTypes("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml") },
        { name: "xl/workbook.xml", data: "<w/>" },
      ]),
    ],
    ["macros.docx", "application/octet-stream", withParts((parts) => [...parts, { name: "word/vbaProject.bin", data: "VBA" }])],
    [
      "bomb.docx",
      "application/octet-stream",
      withParts((parts) => [
        ...parts,
        ...Array.from({ length: ZIP_LIMITS.maxEntries }, (_, i) => ({ name: `word/media/${i}.xml`, data: "", store: true })),
      ]),
    ],
  ];
  for (const [filename, type, data] of hostile) {
    it(`refuses ${filename} with 415 and keeps nothing`, async () => {
      const stored = await storedResumes(service.db);
      assert.deepEqual(await apply(filename, type, data), { status: 415, msg: MESSAGES.resumeType });
      assert.equal(await storedResumes(service.db), stored);
    });
  }

  it("mails a genuine résumé named resume.html as resume-ada-lovelace.pdf, application/pdf; the sent name only as text", async () => {
    assert.equal((await apply("resume.html", "text/html", SAMPLE_FILES.pdf)).status, 201);
    assert.equal((await apply("cv.docm", "application/vnd.ms-word.document.macroEnabled.12", SAMPLE_FILES.docx)).status, 201);
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { description: "memory", send: async (message) => void sent.push(message), close: () => {} };
    const log = { info: () => {}, error: () => {} };
    await deliverDue({
      db: service.db,
      transport,
      from: "Gestura <hello@gestura.example>",
      maxAttempts: 3,
      retryBaseMs: 1000,
      now: () => service.clock.ms,
      log,
      batch: 100,
    });
    // Both mails share the test clock's time, so they may be sent in either order.
    const team = sent
      .filter((mail) => mail.kind === "team-application")
      .sort((a, b) => a.attachments[0].filename.localeCompare(b.attachments[0].filename));
    assert.deepEqual(
      team.map((mail) => [
        ...mail.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
        /Résumé file as sent: (.*)/.exec(mail.text)?.[1],
      ]),
      [
        [{ filename: "resume-ada-lovelace.docx", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }, "cv.docm"],
        [{ filename: "resume-ada-lovelace.pdf", contentType: "application/pdf" }, "resume.html"],
      ],
    );
    assert.ok(team[1].html.includes("resume.html"), "the HTML part names it as text too");
    assert.deepEqual(await Promise.all(team.map((mail) => buffer(mail.attachments[0].content))), [SAMPLE_FILES.docx, SAMPLE_FILES.pdf], "the bytes come from the database");
  });
});
