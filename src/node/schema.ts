/**
 * GraphQL type definitions for createSchemaCustomization, generated from the content model.
 * Every YAML node type is @dontInfer, so the schema is what content-model.ts says, not what the files contain.
 */
import { mdxKinds, yamlCollections, yamlTypeName, type FieldSpec, type Fields } from "./content-model";
import { priceTypeDefs } from "../features/pricing/build";

export { yamlTypeName } from "./content-model";

/** The YAML transformer keeps `id` for the node's own id and stores a YAML `id` key as `yamlId`. */
export const yamlFieldName = (name: string): string => (name === "id" ? "yamlId" : name);

function fieldType(spec: FieldSpec, nonNull: boolean): string {
  const bang = nonNull && spec.required ? "!" : "";
  switch (spec.kind) {
    case "string":
      return `String${bang}`;
    case "int":
      return `Int${bang}`;
    case "float":
      return `Float${bang}`;
    case "boolean":
      return `Boolean${bang}`;
    case "date":
      return `Date${bang} @dateformat`;
    case "stringList":
      return `[String!]${bang}`;
    case "floatList":
      return `[Float!]${bang}`;
    case "file":
      return `File${bang} @fileByRelativePath`;
    case "ref":
      return `${yamlTypeName(spec.collection)}${bang} @link(by: "${yamlFieldName(spec.key)}")`;
    case "object":
      return `${spec.typeName}${bang}`;
    case "objectList":
      return `[${spec.typeName}!]${bang}`;
  }
}

function collectNested(fields: Fields, out: Map<string, Fields>, nonNull: boolean, lines: string[]): void {
  for (const spec of Object.values(fields)) {
    if (spec.kind === "object" || spec.kind === "objectList") {
      if (!out.has(spec.typeName)) {
        out.set(spec.typeName, spec.fields);
        lines.push(objectType(spec.typeName, spec.fields, "", nonNull));
        collectNested(spec.fields, out, nonNull, lines);
      }
    }
  }
}

function objectType(name: string, fields: Fields, suffix: string, nonNull: boolean, yamlIds = false): string {
  const body = Object.entries(fields)
    .map(([field, spec]) => `  ${yamlIds ? yamlFieldName(field) : field}: ${fieldType(spec, nonNull)}`)
    .join("\n");
  return `type ${name}${suffix} {\n${body}\n}`;
}

/**
 * SDL for every YAML collection, and for the node types of posts and legal pages (Post, LegalPage: children of the
 * Mdx nodes, made in mdx-fields.ts) with their required frontmatter fields non-null. validate.ts has already named
 * the file and field of anything missing; a file it did not see would fail here by type and field instead.
 */
export function buildTypeDefs(): string {
  const lines: string[] = [];
  const nested = new Map<string, Fields>();
  for (const collection of yamlCollections) {
    lines.push(objectType(collection.typeName, collection.fields, " implements Node @dontInfer", true, true));
    collectNested(collection.fields, nested, true, lines);
  }
  for (const kind of mdxKinds) {
    lines.push(objectType(`${kind.typeName}Frontmatter`, kind.fields, " @dontInfer", true));
    collectNested(kind.fields, nested, true, lines);
  }
  lines.push(`type Post implements Node @dontInfer {
  frontmatter: PostFrontmatter!
  readingMinutes: Int!
  hasBody: Boolean!
  body: String!
}`);
  lines.push(`type LegalPage implements Node @dontInfer {\n  frontmatter: LegalPageFrontmatter!\n}`);
  lines.push(priceTypeDefs);
  lines.push(`type MdxFields {\n  collection: String!\n  readingMinutes: Int!\n}`);
  lines.push(`type MdxFrontmatter @dontInfer {\n  title: String\n}`);
  lines.push(`type Mdx implements Node {\n  frontmatter: MdxFrontmatter!\n  fields: MdxFields!\n}`);
  return lines.join("\n\n");
}
