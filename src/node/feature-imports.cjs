/**
 * Babel plugin, in the build (gatsby-node's onCreateBabelConfig) and in Jest (jest-preprocess.js): an import from a
 * feature's index.ts becomes an import from the module that defines each name. The index names what may be imported
 * (lint checks that); this keeps the module graph what it would be without it. Without it, webpack and Jest would
 * see every module an index names wherever one name is imported, and Gatsby's static-query mapping, which follows
 * every import before any tree shaking, would hand every page the queries of every component any index names
 * (+2 KiB of JSON on each page, PRODUCT §7). See docs/architecture.md.
 */
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");

const INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const RE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)";/g;

/** name exported by the index -> { from: absolute module path, imported: its name there, type: whether type-only } */
const cache = new Map();
function exportsOf(indexFile) {
  const source = fs.readFileSync(indexFile, "utf8");
  const cached = cache.get(indexFile);
  if (cached && cached.source === source) return cached.names;
  const names = new Map();
  for (const [, allType, list, from] of source.matchAll(RE_EXPORT)) {
    for (const item of list
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [, typeWord, imported, alias] = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(item) ?? [];
      if (!imported) throw new Error(`${indexFile}: cannot read the export "${item}"`);
      names.set(alias ?? imported, { from: path.resolve(path.dirname(indexFile), from), imported, type: Boolean(allType || typeWord) });
    }
  }
  cache.set(indexFile, { source, names });
  return names;
}

function indexFileOf(fromFile, spec) {
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const candidate of [path.join(base, "index.ts"), `${base}.ts`, base]) {
    if (INDEX.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

module.exports = function featureImports({ types: t }) {
  return {
    name: "feature-imports",
    visitor: {
      ImportDeclaration(declaration, state) {
        const fromFile = state.filename;
        const indexFile = fromFile && indexFileOf(fromFile, declaration.node.source.value);
        if (!indexFile || declaration.node.importKind === "type") return;
        const names = exportsOf(indexFile);
        const byModule = new Map();
        for (const specifier of declaration.node.specifiers) {
          if (!t.isImportSpecifier(specifier)) return;
          const name = t.isIdentifier(specifier.imported) ? specifier.imported.name : specifier.imported.value;
          const found = names.get(name);
          if (!found) throw declaration.buildCodeFrameError(`${path.relative(process.cwd(), indexFile)} does not export ${name}`);
          if (found.type || specifier.importKind === "type") continue;
          if (!byModule.has(found.from)) byModule.set(found.from, []);
          byModule.get(found.from).push(t.importSpecifier(t.identifier(specifier.local.name), t.identifier(found.imported)));
        }
        const imports = [...byModule].map(([from, specifiers]) => {
          let spec = path.relative(path.dirname(fromFile), from).split(path.sep).join("/");
          if (!spec.startsWith(".")) spec = `./${spec}`;
          return t.importDeclaration(specifiers, t.stringLiteral(spec));
        });
        declaration.replaceWithMultiple(imports);
      },
    },
  };
};

/**
 * A hash of every feature's index.ts, passed to the plugin as an option: Babel's caches (babel-loader's, Jest's) key
 * a file's output by its own text and the options, so without it a file importing an index would keep its old
 * output after a name moved to another module of the feature.
 */
module.exports.indexesHash = function indexesHash(root = process.cwd()) {
  const features = path.join(root, "src", "features");
  const hash = crypto.createHash("sha256");
  for (const feature of fs.readdirSync(features).sort()) {
    const index = path.join(features, feature, "index.ts");
    if (fs.existsSync(index)) hash.update(`${feature}\0${fs.readFileSync(index, "utf8")}\0`);
  }
  return hash.digest("hex");
};
