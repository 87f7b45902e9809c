/**
 * The built site's files held in memory, with the headers they are sent with, so that a request for a page or an
 * asset costs two `stat`s and a write instead of the stats, opens, reads and streams of a file sent from disk.
 *
 * Why it matters: `npm start` serves the site from the machine the browser runs on, and on two cores what the
 * service spends while a page loads comes out of the page's main thread (docs/performance.md). In plain Chromium
 * loads (6 each, 2026-11-26) the service spent a median of 90 ms of CPU on a load of `/` and 50 ms on an article
 * sending every file from disk, and 40 and 30 ms sending them from here.
 *
 * A held file is sent again only while it is the same file: each request compares the `stat` of the file and of its
 * brotli copy (inode, size, modified time) with those it was read at, so a new build under a running service is
 * picked up at once. Only files of the types below are held (the build's pages, scripts, data and pictures), each
 * up to `maxFileBytes`, and all of them together up to `maxTotalBytes`; anything else is left to the caller to send
 * from disk.
 *
 * `load(file)` answers after the caller has checked where the file lies (resolveSitePath); `current(file)` answers
 * only for a file already held and unchanged, so that a changed file is checked again before it is read.
 */
import fs from "node:fs";
import path from "node:path";

/** Content types of the files a Gatsby build writes, as @fastify/send would name them. */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/vnd.microsoft.icon",
  ".woff2": "font/woff2",
};

/** One held file: what identifies its version on disk, its headers, its bytes and its brotli copy's, if any. */
interface Held {
  version: string;
  headers: Record<string, string>;
  plain: Variant;
  brotli: Variant | null;
}

interface Variant {
  body: Buffer;
  etag: string;
  /** The file's modification time in whole seconds (as HTTP dates carry it), in ms. */
  modified: number;
}

export interface HeldResponse {
  /** 200 with a body, or 304 (the client's copy is current) without. */
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** What of a request decides the answer: which codings it takes, and the validator of the copy it has. */
export interface RequestHeaders {
  acceptEncoding?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

export interface HeldFilesOptions {
  /** Extra headers of a file by its absolute path (cache-control; a page's Content-Security-Policy). */
  headersFor: (file: string) => Record<string, string>;
  maxFileBytes?: number;
  maxTotalBytes?: number;
}

/** What identifies a file and its brotli copy on disk: inode, size and modification time of each. */
function versionFrom(stat: fs.Stats, copy: fs.Stats | undefined): string {
  return `${stat.ino}:${stat.size}:${stat.mtimeMs} ${copy ? `${copy.ino}:${copy.size}:${copy.mtimeMs}` : "-"}`;
}

/** The file and its brotli copy as they are on disk now; null when the file is gone or is not a file. */
function statsOf(file: string): { stat: fs.Stats; copy: fs.Stats | undefined } | null {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return null;
  const copy = fs.statSync(`${file}.br`, { throwIfNoEntry: false });
  return { stat, copy: copy?.isFile() ? copy : undefined };
}

/**
 * A variant's body and validators: the ETag @fastify/send gives the same file (size and modification time in hex)
 * and its Last-Modified, so that copies browsers keep from before stay valid.
 */
function variantOf(body: Buffer, stat: fs.Stats): Variant {
  return { body, etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`, modified: Math.floor(stat.mtimeMs / 1000) * 1000 };
}

/** Whether `accept-encoding` allows `coding` (a listed coding or `*`, not with q=0). */
export function accepts(acceptEncoding: string | undefined, coding: string): boolean {
  if (!acceptEncoding) return false;
  let star = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === coding) return allowed;
    if (name.trim() === "*") star = allowed;
  }
  return star;
}

/** Whether an `if-none-match` header names `etag` (weak comparison, as for GET). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

export function createHeldFiles({ headersFor, maxFileBytes = 1024 * 1024, maxTotalBytes = 96 * 1024 * 1024 }: HeldFilesOptions) {
  const held = new Map<string, Held>();
  let total = 0;

  function forget(file: string): void {
    const old = held.get(file);
    if (!old) return;
    total -= old.plain.body.length + (old.brotli?.body.length ?? 0);
    held.delete(file);
  }

  /** Reads `file` (and its `.br` copy) into memory; null when it is not a kind held or does not fit. */
  function read(file: string): Held | null {
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!type) return null;
    const found = statsOf(file);
    if (!found) return null;
    const { stat, copy } = found;
    if (stat.size > maxFileBytes) return null;
    let body: Buffer;
    let brotli: Variant | null = null;
    try {
      body = fs.readFileSync(file);
      // A copy older than its file belongs to an earlier build.
      if (copy && copy.mtimeMs >= stat.mtimeMs && copy.size <= maxFileBytes) brotli = variantOf(fs.readFileSync(`${file}.br`), copy);
    } catch {
      return null;
    }
    // The file changed while it was read: leave it to the disk this time.
    if (body.length !== stat.size) return null;
    const size = body.length + (brotli?.body.length ?? 0);
    if (total + size > maxTotalBytes) return null;
    total += size;
    const headers: Record<string, string> = {
      "content-type": type,
      "accept-ranges": "bytes",
      ...headersFor(file),
    };
    if (brotli) headers.vary = "accept-encoding";
    return { version: versionFrom(stat, copy), headers, plain: variantOf(body, stat), brotli };
  }

  function answer(entry: Held, request: RequestHeaders): HeldResponse {
    const variant = entry.brotli && accepts(request.acceptEncoding, "br") ? entry.brotli : entry.plain;
    const headers = {
      ...entry.headers,
      etag: variant.etag,
      "last-modified": new Date(variant.modified).toUTCString(),
      ...(variant === entry.brotli ? { "content-encoding": "br" } : {}),
    };
    // If-None-Match decides when sent; If-Modified-Since only without it (RFC 9110 §13.2.2), and not with a date
    // later than now, which a recipient must ignore (§13.1.3; review 3 I1).
    const since = request.ifModifiedSince === undefined ? NaN : Date.parse(request.ifModifiedSince);
    const current = request.ifNoneMatch ? matches(request.ifNoneMatch, variant.etag) : since >= variant.modified && since <= Date.now();
    if (current) return { status: 304, headers, body: null };
    return { status: 200, headers, body: variant.body };
  }

  /** The response for `file` (an absolute path) if it is held and unchanged on disk since it was read; else null. */
  function current(file: string, request: RequestHeaders): HeldResponse | null {
    const entry = held.get(file);
    if (!entry) return null;
    const now = statsOf(file);
    if (!now || entry.version !== versionFrom(now.stat, now.copy)) {
      forget(file);
      return null;
    }
    return answer(entry, request);
  }

  /**
   * Reads `file` (an absolute path the caller has checked lies inside the site) and answers from memory, or null
   * when the caller should send it from disk: a kind of file not held, one too large, or one that is gone.
   */
  function load(file: string, request: RequestHeaders): HeldResponse | null {
    const kept = current(file, request);
    if (kept) return kept;
    const entry = read(file);
    if (!entry) return null;
    held.set(file, entry);
    return answer(entry, request);
  }

  return { current, load };
}
