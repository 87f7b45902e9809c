/**
 * Recognises a résumé by its bytes, never by its name or the browser's declared type (review 3 N1):
 * - PDF: `%PDF-` at the very first byte (a file that only mentions it further in, such as an HTML page with the
 *   bytes in a comment, is not a PDF we pass on);
 * - Word 97–2003 DOC: an OLE compound file holding a "WordDocument" stream;
 * - DOCX: a ZIP package read through its central directory (`readZipDirectory`): `[Content_Types].xml` must give
 *   an existing part the main document type, and nothing may carry macros (`vbaProject.bin`, a macro-enabled
 *   content type). The package is bounded in entries and in unpacked size, and ZIP64 is refused.
 * Staff get the file under a name made from its type and the applicant (`resumeAttachmentName`), never the name
 * the applicant chose.
 */
import zlib from "node:zlib";

export type DocumentKind = "pdf" | "doc" | "docx";

export const DOCUMENT_TYPES: Record<DocumentKind, { mediaType: string; extension: string }> = {
  pdf: { mediaType: "application/pdf", extension: ".pdf" },
  doc: { mediaType: "application/msword", extension: ".doc" },
  docx: { mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: ".docx" },
};

const PDF_SIGNATURE = Buffer.from("%PDF-", "latin1");
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/** A DOCX package's bounds: far beyond any résumé, far below what would cost staff's machines anything. */
export const ZIP_LIMITS = { maxEntries: 1000, maxUnpackedBytes: 50 * 1024 * 1024, maxContentTypesBytes: 1024 * 1024 } as const;

/** The content type `[Content_Types].xml` gives a Word document's main part. */
const WORD_MAIN_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

/** The kind of document in `bytes`, or null when it is none of PDF, DOC or DOCX (or a DOCX we refuse). */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return "pdf";
  if (bytes.subarray(0, 8).equals(OLE_SIGNATURE)) return bytes.includes(WORD_STREAM) ? "doc" : null;
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) return docxProblem(bytes) === null ? "docx" : null;
  return null;
}

/** One file of a ZIP archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;

/**
 * The entries of the ZIP archive in `bytes`, from its central directory, or a sentence saying why it cannot be
 * read. Only a single-disk archive without ZIP64 is read; every offset and length is checked against the buffer,
 * and the entry count and the sum of the unpacked sizes against `ZIP_LIMITS`.
 */
export function readZipDirectory(bytes: Buffer): ZipEntry[] | string {
  // The end-of-central-directory record is the last 22 bytes, followed only by its own comment (≤ 65,535 bytes).
  let eocd = -1;
  for (let at = bytes.length - EOCD_SIZE; at >= Math.max(0, bytes.length - EOCD_SIZE - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE && at + EOCD_SIZE + bytes.readUInt16LE(at + 20) === bytes.length) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) return "no end-of-central-directory record";
  const disk = bytes.readUInt16LE(eocd + 4);
  const directoryDisk = bytes.readUInt16LE(eocd + 6);
  const entriesHere = bytes.readUInt16LE(eocd + 8);
  const count = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return "ZIP64 is not accepted";
  if (eocd >= 20 && bytes.readUInt32LE(eocd - 20) === ZIP64_LOCATOR_SIGNATURE) return "ZIP64 is not accepted";
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== count) return "a multi-part archive is not accepted";
  if (count > ZIP_LIMITS.maxEntries) return `more than ${ZIP_LIMITS.maxEntries} entries`;
  if (directoryOffset + directorySize > eocd) return "the central directory lies outside the file";

  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + CENTRAL_SIZE > directoryOffset + directorySize || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return `entry ${index + 1} is damaged`;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const end = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (end > directoryOffset + directorySize) return `entry ${index + 1} is damaged`;
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString("utf8", at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || entry.localHeaderOffset === 0xffffffff) return "ZIP64 is not accepted";
    if (entry.localHeaderOffset + LOCAL_SIZE > directoryOffset) return `entry ${index + 1} lies outside the file`;
    unpacked += entry.size;
    if (unpacked > ZIP_LIMITS.maxUnpackedBytes) return `more than ${ZIP_LIMITS.maxUnpackedBytes} bytes unpacked`;
    entries.push(entry);
    at = end;
  }
  return entries;
}

/** The unpacked bytes of one entry (stored or deflated), at most `limit` bytes, or a sentence saying why not. */
export function readZipEntry(bytes: Buffer, entry: ZipEntry, limit: number): Buffer | string {
  const at = entry.localHeaderOffset;
  if (bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) return `${entry.name}: damaged local header`;
  const start = at + LOCAL_SIZE + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) return `${entry.name}: lies outside the file`;
  if (entry.flags & 1) return `${entry.name}: encrypted`;
  if (entry.size > limit) return `${entry.name}: too large`;
  const packed = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return packed;
  if (entry.method !== 8) return `${entry.name}: unknown compression method ${entry.method}`;
  try {
    return zlib.inflateRawSync(packed, { maxOutputLength: limit });
  } catch {
    return `${entry.name}: cannot be unpacked`;
  }
}

/** An XML attribute's value in one start tag (`<Override PartName="/word/document.xml" …/>`). */
function attribute(tag: string, name: string): string | null {
  return (
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined) ?? null
  );
}

/** Why the ZIP archive in `bytes` is not a DOCX we accept, or null when it is one. */
export function docxProblem(bytes: Buffer): string | null {
  const entries = readZipDirectory(bytes);
  if (typeof entries === "string") return entries;
  const names = new Set(entries.map((entry) => entry.name.toLowerCase()));
  if (entries.some((entry) => /(^|\/)vba(project\.bin|data\.xml)$/i.test(entry.name))) return "it holds macros (vbaProject.bin)";
  const typesEntry = entries.find((entry) => entry.name.toLowerCase() === "[content_types].xml");
  if (!typesEntry) return "no [Content_Types].xml";
  const types = readZipEntry(bytes, typesEntry, ZIP_LIMITS.maxContentTypesBytes);
  if (typeof types === "string") return types;
  const xml = types.toString("utf8");
  if (/macroEnabled|vbaProject/i.test(xml)) return "it declares macros";
  const main = (xml.match(/<Override\b[^>]*>/g) ?? []).find((tag) => attribute(tag, "ContentType")?.trim() === WORD_MAIN_TYPE);
  const part = main ? attribute(main, "PartName") : null;
  if (part === null) return "no main Word document declared";
  if (!names.has(part.replace(/^\//, "").toLowerCase())) return `the main document ${part} is missing`;
  return null;
}

/**
 * The name staff get the résumé under: `resume-<applicant>.<extension of the sniffed type>`, the applicant's name
 * in lower-case ASCII letters and digits joined by hyphens (accents dropped), at most 60 characters.
 */
export function resumeAttachmentName(applicant: string, mediaType: string): string {
  const extension = Object.values(DOCUMENT_TYPES).find((type) => type.mediaType === mediaType)?.extension ?? ".bin";
  const slug = applicant
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return `resume-${slug || "applicant"}${extension}`;
}
