import type { Compilation, Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has every function
 * compiled as the script streams in, on a background thread, instead of each one on the main thread the first time it
 * is called. Other engines read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk groups a page runs as it starts: webpack's runtime, React and Gatsby's app, and each page component's. */
const startsWithPage = (groupName: string): boolean => groupName === "app" || groupName.startsWith("component---");

/** The JavaScript files of the chunk groups `startsWithPage` picks, each once. */
export function startupScripts(groups: Iterable<[string, { chunks: Iterable<{ files: Iterable<string> }> }]>): Set<string> {
  const files = new Set<string>();
  for (const [name, group] of groups) {
    if (!startsWithPage(name)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith(".js")) files.add(file);
  }
  return files;
}

/**
 * Puts the compile hint first in every script a page runs while it starts. Hydration calls most of their functions
 * at once; compiled lazily, on a phone that compiling was a good part of the main thread's longest tasks. The
 * chunks that load on demand (dialogs, the viewer, the consent settings…) stay lazy: most of their code waits for a
 * press. Runs after minification (which would drop the comment) and before the source maps are written (so they
 * account for the extra line).
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("CompileHintsPlugin", (compilation: Compilation) => {
      compilation.hooks.processAssets.tap({ name: "CompileHintsPlugin", stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 }, () => {
        for (const file of startupScripts(compilation.namedChunkGroups)) {
          if (!compilation.getAsset(file)) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
