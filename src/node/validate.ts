/**
 * Content check run before Gatsby sources anything (onPreBootstrap): every YAML collection and every MDX file is
 * checked against content-model.ts, and each problem is reported as `file: entry: message`, e.g.
 * `data/jobs.yaml: job 2: missing required field "desc"`. The pure functions take parsed data; only
 * `validateContent` touches the disk.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { isIsoDay } from "../shared/lib/dates";
import { mdxKinds, yamlCollections, type FieldSpec, type Fields, type MdxKind, type YamlCollection } from "./content-model";

export interface CheckContext {
  /** Does a file exist at this path (relative to the project root)? */
  exists: (projectPath: string) => boolean;
  /** Known keys per collection, for `ref` fields: collection name -> set of key values. */
  keys: ReadonlyMap<string, ReadonlySet<string>>;
}

type Value = unknown;

const isBlank = (v: Value): boolean => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const isPlainObject = (v: Value): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isText = (v: Value): boolean => typeof v === "string" || typeof v === "number";
/** YAML reads an unquoted 2025-07-08 as a Date; quoted, it stays text and must be a real day. */
const isDate = (v: Value): boolean => (v instanceof Date ? !Number.isNaN(v.getTime()) : isIsoDay(v));

/** Levenshtein distance, for "did you mean" hints on misspelt field names. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

function suggestion(name: string, known: string[]): string {
  const best = known
    .map((k) => ({ k, d: editDistance(name, k) }))
    .sort((x, y) => x.d - y.d)[0];
  return best && best.d <= Math.max(2, Math.floor(best.k.length / 3)) ? ` (did you mean "${best.k}"?)` : "";
}

/**
 * Checks one object against its fields. `where` prefixes nested paths ("links[2]."), `baseDir` resolves files.
 * Returns messages without the file/entry prefix.
 */
export function checkFields(obj: Record<string, unknown>, fields: Fields, baseDir: string, ctx: CheckContext, where = ""): string[] {
  const problems: string[] = [];
  const known = Object.keys(fields);
  for (const key of Object.keys(obj)) {
    if (!(key in fields)) problems.push(`unknown field "${where}${key}"${suggestion(key, known)}`);
  }
  for (const [name, spec] of Object.entries(fields)) {
    const value = obj[name];
    const label = `${where}${name}`;
    if (isBlank(value)) {
      if (spec.required) problems.push(`missing required field "${label}"`);
      continue;
    }
    problems.push(...checkValue(value, spec, label, baseDir, ctx));
  }
  return problems;
}

function checkValue(value: Value, spec: FieldSpec, label: string, baseDir: string, ctx: CheckContext): string[] {
  switch (spec.kind) {
    case "string": {
      if (!isText(value)) return [`field "${label}" must be text`];
      if (spec.quoted && typeof value !== "string") return [`field "${label}" must be written in quotes, like ${label}: "${String(value)}"`];
      const text = String(value);
      if (spec.maxLength !== undefined && text.length > spec.maxLength)
        return [`field "${label}" is ${text.length} characters long, at most ${spec.maxLength} allowed`];
      if (spec.oneOf && !spec.oneOf.includes(text)) return [`field "${label}" is "${text}", expected one of: ${spec.oneOf.join(", ")}`];
      return [];
    }
    case "int":
      return Number.isInteger(value) ? [] : [`field "${label}" must be a whole number`];
    case "float":
      return typeof value === "number" && Number.isFinite(value) ? [] : [`field "${label}" must be a number`];
    case "boolean":
      return typeof value === "boolean" ? [] : [`field "${label}" must be true or false`];
    case "date":
      return isDate(value) ? [] : [`field "${label}" must be a date written YYYY-MM-DD`];
    case "stringList": {
      if (!Array.isArray(value) || !value.every(isText)) return [`field "${label}" must be a list of text items`];
      if (spec.maxItems !== undefined && value.length > spec.maxItems)
        return [`field "${label}" has ${value.length} items, at most ${spec.maxItems} allowed`];
      return [];
    }
    case "floatList":
      return Array.isArray(value) && value.every((v) => typeof v === "number" && Number.isFinite(v))
        ? []
        : [`field "${label}" must be a list of numbers`];
    case "file": {
      if (typeof value !== "string") return [`field "${label}" must be a file path`];
      const projectPath = path.posix.normalize(path.posix.join(baseDir, value));
      return ctx.exists(projectPath) ? [] : [`field "${label}": file "${value}" not found (looked for ${projectPath})`];
    }
    case "ref": {
      const keys = ctx.keys.get(spec.collection) ?? new Set<string>();
      return keys.has(String(value)) ? [] : [`unknown ${spec.label} "${String(value)}"${suggestion(String(value), [...keys])}`];
    }
    case "object":
      return isPlainObject(value) ? checkFields(value, spec.fields, baseDir, ctx, `${label}.`) : [`field "${label}" must be a group of fields`];
    case "objectList": {
      if (!Array.isArray(value)) return [`field "${label}" must be a list`];
      if (spec.maxItems !== undefined && value.length > spec.maxItems)
        return [`field "${label}" has ${value.length} items, at most ${spec.maxItems} allowed`];
      return value.flatMap((item, i) =>
        isPlainObject(item)
          ? checkFields(item, spec.fields, baseDir, ctx, `${label}[${i + 1}].`)
          : [`field "${label}[${i + 1}]" must be a group of fields`],
      );
    }
  }
}

const entryName = (collection: YamlCollection, entry: Record<string, unknown>, index: number): string => {
  const key = collection.keyField ? entry[collection.keyField] : undefined;
  if (isBlank(key)) return `${collection.entryLabel} #${index + 1}`;
  return collection.keyField === "id" ? `${collection.entryLabel} ${String(key)}` : `${collection.entryLabel} "${String(key)}"`;
};

/** Checks a parsed YAML file against its collection; messages are `file: entry: message`. */
export function checkYamlCollection(collection: YamlCollection, data: unknown, ctx: CheckContext): string[] {
  const baseDir = path.posix.dirname(collection.file);
  if (collection.shape === "single") {
    if (!isPlainObject(data)) return [`${collection.file}: must contain one group of fields`];
    const problems = checkFields(data, collection.fields, baseDir, ctx);
    // Cross-field checks assume well-typed fields, so they run only once the fields are clean.
    if (problems.length === 0 && collection.check) problems.push(...collection.check(data, ctx.exists));
    return problems.map((m) => `${collection.file}: ${m}`);
  }
  if (!Array.isArray(data)) return [`${collection.file}: must be a list of entries (each starting with "- ")`];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  data.forEach((raw, i) => {
    if (!isPlainObject(raw)) {
      problems.push(`${collection.file}: ${collection.entryLabel} #${i + 1}: must be a group of fields`);
      return;
    }
    const name = entryName(collection, raw, i);
    problems.push(...checkFields(raw, collection.fields, baseDir, ctx).map((m) => `${collection.file}: ${name}: ${m}`));
    if (collection.keyField && !isBlank(raw[collection.keyField])) {
      const key = String(raw[collection.keyField]);
      const first = seen.get(key);
      if (first) problems.push(`${collection.file}: ${name}: duplicate ${collection.keyField} "${key}" (already used by ${first})`);
      else seen.set(key, `${collection.entryLabel} #${i + 1}`);
    }
  });
  if (problems.length === 0 && collection.check) problems.push(...collection.check(data, ctx.exists).map((m) => `${collection.file}: ${m}`));
  return problems;
}

export interface ParsedMdx {
  frontmatter: Record<string, unknown> | null;
  body: string;
  error?: string;
}

/** Splits an MDX file into YAML frontmatter and body. */
export function parseMdx(source: string): ParsedMdx {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(source);
  if (!match) return { frontmatter: null, body: source, error: "no frontmatter (the file must start with a --- block)" };
  try {
    const data: unknown = YAML.parse(match[1]);
    if (!isPlainObject(data)) return { frontmatter: null, body: "", error: "frontmatter must be a group of fields" };
    return { frontmatter: data, body: source.slice(match[0].length) };
  } catch (error) {
    return { frontmatter: null, body: "", error: `frontmatter is not valid YAML: ${(error as Error).message.split("\n")[0]}` };
  }
}

const FIGURE_USE = /<Figure\s+id="([^"]*)"/g;

/** Checks one MDX file's frontmatter and figure references; messages are `file: message`. */
export function checkMdxFile(kind: MdxKind, file: string, source: string, ctx: CheckContext): string[] {
  const parsed = parseMdx(source);
  if (!parsed.frontmatter) return [`${file}: ${parsed.error ?? "unreadable"}`];
  const problems = checkFields(parsed.frontmatter, kind.fields, path.posix.dirname(file), ctx);
  if (kind.collection === "blog") {
    const figures = Array.isArray(parsed.frontmatter.figures) ? parsed.frontmatter.figures : [];
    const ids = new Set(figures.filter(isPlainObject).map((f) => String(f.id)));
    for (const m of parsed.body.matchAll(FIGURE_USE)) {
      if (!ids.has(m[1])) problems.push(`<Figure id="${m[1]}" /> has no entry with that id under "figures"`);
    }
  }
  return problems.map((m) => `${file}: ${m}`);
}

export interface SourceFiles {
  /** Project-relative path -> text, for every YAML collection file present. */
  yaml: ReadonlyMap<string, string>;
  /** Project-relative path -> text, for every MDX file found. */
  mdx: ReadonlyMap<string, string>;
  exists: (projectPath: string) => boolean;
}

/** Checks all content; returns every problem found, in file order. */
export function checkAllContent(files: SourceFiles): string[] {
  const problems: string[] = [];
  const parsed = new Map<string, unknown>();
  for (const collection of yamlCollections) {
    const text = files.yaml.get(collection.file);
    if (text === undefined) {
      problems.push(`${collection.file}: file is missing`);
      continue;
    }
    try {
      parsed.set(collection.name, YAML.parse(text));
    } catch (error) {
      problems.push(`${collection.file}: not valid YAML: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  const keys = new Map<string, Set<string>>();
  for (const collection of yamlCollections) {
    const data = parsed.get(collection.name);
    if (collection.keyField && Array.isArray(data)) {
      keys.set(collection.name, new Set(data.filter(isPlainObject).map((e) => String(e[collection.keyField as string]))));
    }
  }
  const ctx: CheckContext = { exists: files.exists, keys };
  for (const collection of yamlCollections) {
    if (parsed.has(collection.name)) problems.push(...checkYamlCollection(collection, parsed.get(collection.name), ctx));
  }
  for (const kind of mdxKinds) {
    const seen = new Map<string, string>();
    for (const [file, source] of files.mdx) {
      if (!file.startsWith(`${kind.folder}/`)) continue;
      problems.push(...checkMdxFile(kind, file, source, ctx));
      const key = parseMdx(source).frontmatter?.[kind.keyField];
      if (isBlank(key)) continue;
      const first = seen.get(String(key));
      if (first) problems.push(`${file}: duplicate ${kind.keyField} "${String(key)}" (also used by ${first})`);
      else seen.set(String(key), file);
    }
  }
  return problems;
}

function listMdx(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (abs: string): void => {
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const full = path.join(abs, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".mdx")) out.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  walk(dir);
  return out.sort();
}

/** Reads data/ and content/ under `root` and checks them. */
export function validateContent(root: string): string[] {
  const yaml = new Map<string, string>();
  for (const c of yamlCollections) {
    const abs = path.join(root, c.file);
    if (fs.existsSync(abs)) yaml.set(c.file, fs.readFileSync(abs, "utf8"));
  }
  const mdx = new Map<string, string>();
  for (const kind of mdxKinds) {
    for (const file of listMdx(root, kind.folder)) mdx.set(file, fs.readFileSync(path.join(root, file), "utf8"));
  }
  return checkAllContent({ yaml, mdx, exists: (p) => fs.existsSync(path.join(root, p)) });
}
