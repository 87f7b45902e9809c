/**
 * Recognises a résumé by its bytes, never by its name or the browser's declared type: PDF (`%PDF-` near the
 * start), Word 97–2003 DOC (an OLE compound file holding a "WordDocument" stream) and DOCX (a ZIP package with
 * `word/document.xml`).
 */

export type DocumentKind = "pdf" | "doc" | "docx";

export const DOCUMENT_TYPES: Record<DocumentKind, { mediaType: string; extension: string }> = {
  pdf: { mediaType: "application/pdf", extension: ".pdf" },
  doc: { mediaType: "application/msword", extension: ".doc" },
  docx: { mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: ".docx" },
};

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");
const DOCX_PART = Buffer.from("word/document.xml", "latin1");
/** PDF readers accept the header anywhere in the first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;

/** The kind of document in `bytes`, or null when it is none of PDF, DOC or DOCX. */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (bytes.subarray(0, PDF_HEADER_WINDOW).includes("%PDF-", 0, "latin1")) return "pdf";
  if (bytes.subarray(0, 8).equals(OLE_SIGNATURE)) return bytes.includes(WORD_STREAM) ? "doc" : null;
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) return bytes.includes(DOCX_PART) ? "docx" : null;
  return null;
}
