/**
 * Test support: a service on a throwaway database. The embedded database runs in memory; with TEST_DATABASE_URL
 * set (an account allowed to create databases), each suite gets a fresh PostgreSQL database that is dropped after.
 */
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { type Config, readConfig } from "../src/config";
import type { Database } from "../src/db/database";
import { openEmbedded } from "../src/db/embedded";
import { migrate } from "../src/db/migrate";
import { openPostgres } from "../src/db/postgres";

/** The store under test: "postgres" when TEST_DATABASE_URL is set, else "embedded". */
export const STORE: "embedded" | "postgres" = process.env.TEST_DATABASE_URL ? "postgres" : "embedded";

/** A fresh database, migrated unless `migrated` is false, and how to throw it away. */
export async function throwawayDatabase({ migrated = true } = {}): Promise<{ db: Database; url: string | null; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openEmbedded(null);
    if (migrated) await migrate(db);
    return { db, url: null, drop: () => db.close() };
  }
  const name = `gestura_test_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 4);
  if (migrated) await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestService {
  app: FastifyInstance;
  db: Database;
  config: Config;
  clock: { ms: number };
  close: () => Promise<void>;
}

/** How many résumés have content stored in the database (`resume_parts`). */
export async function storedResumes(db: Database): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(DISTINCT resume_id)::int AS n FROM resume_parts");
  return n;
}

/**
 * Passwords hashed at argon2's least cost, as hundreds of test accounts need; a service in production mode refuses
 * that (config.ts), so it keeps the standard cost.
 */
const testCost = (env: Record<string, string>): Record<string, string> => (env.NODE_ENV === "production" ? {} : { PASSWORD_HASH_COST: "test" });

/** A service with its own database and clock; `env` overrides settings (rate limits …). */
export async function startService(env: Record<string, string> = {}): Promise<TestService> {
  const config = readConfig({ API_ONLY: "true", LOG_LEVEL: "silent", LOG_MAIL: "false", MAIL_DELIVERY: "false", ...testCost(env), ...env }, process.cwd());
  const { db, drop } = await throwawayDatabase();
  const clock = { ms: Date.parse("2026-11-23T12:00:00Z") };
  const app = await buildApp({ config, db, now: () => clock.ms, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * Another service with other settings on `base`'s database and clock (cheaper than a new
 * database); closing it leaves `base` running.
 */
export async function alsoStart(base: TestService, env: Record<string, string> = {}, setup: (app: FastifyInstance) => void = () => {}): Promise<TestService> {
  const config = readConfig({ API_ONLY: "true", LOG_LEVEL: "silent", LOG_MAIL: "false", MAIL_DELIVERY: "false", ...testCost(env), ...env }, process.cwd());
  const app = await buildApp({ config, db: base.db, now: () => base.clock.ms, logger: false });
  setup(app);
  await app.ready();
  return { app, db: base.db, config, clock: base.clock, close: () => app.close() };
}

let addressCounter = 0;
/** A client address no other test uses, so rate limits of one test never touch another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 65536) % 256}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
}

let emailCounter = 0;
export function freshEmail(): string {
  emailCounter += 1;
  return `visitor${emailCounter}.${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Builds a multipart/form-data body by hand (fields, then files), as a browser's FormData would. A field named in
 * `charsets` is sent in that encoding with its own `Content-Type: text/plain; charset=…` (which busboy honours).
 */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; data: Buffer }[] = [],
  charsets: Record<string, "utf-16le" | "latin1"> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gestura${randomUUID().replace(/-/g, "")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const charset = charsets[name];
    if (charset === undefined) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      continue;
    }
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: text/plain; charset=${charset}\r\n\r\n`),
      Buffer.from(value, charset === "utf-16le" ? "utf16le" : "latin1"),
      Buffer.from("\r\n"),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export interface ZipSource {
  name: string;
  data: Buffer | string;
  /** Stored as it is instead of deflated. */
  store?: boolean;
  /** The unpacked size the central directory claims (a lie, for bomb-like archives); the real size by default. */
  claimedSize?: number;
}

/** A genuine ZIP archive (local headers, central directory, end record) of `entries`, as a zip tool writes it. */
export function zipArchive(entries: ZipSource[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, "utf8");
    const packed = entry.store ? data : zlib.deflateRawSync(data);
    const name = Buffer.from(entry.name, "utf8");
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.claimedSize ?? data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `[Content_Types].xml` of a Word package; `main` is the main document's content type. */
export function contentTypes(main = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml", extra = ""): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`
  );
}

/** The parts of a minimal Word document; tests add, drop or change parts. */
export function docxParts(): ZipSource[] {
  return [
    { name: "[Content_Types].xml", data: contentTypes() },
    {
      name: "_rels/.rels",
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: "word/document.xml",
      data: '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Ada Lovelace</w:t></w:r></w:p></w:body></w:document>',
    },
  ];
}

/** Minimal but genuine documents of each accepted type, and a file that only pretends by its name. */
export const SAMPLE_FILES = {
  pdf: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1"),
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from("WordDocument", "utf16le"),
    Buffer.alloc(64),
  ]),
  docx: zipArchive(docxParts()),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
};
