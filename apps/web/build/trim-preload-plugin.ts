import type { Plugin } from 'vite';

/** What this reads of the bundle being written: each chunk's static imports. */
type Bundle = Record<string, { type: 'chunk'; imports: readonly string[] } | { type: 'asset' }>;

/**
 * Vite gives every dynamic import the list of chunks to preload with it, and the entry holds those lists for all
 * ~100 screens. Each list named the chunks the importing chunk had already loaded statically (the vendor chunk, the
 * runtime, the API client…), which the preload helper then skips at run time: bytes of the first download that
 * served nothing (issue 13's ≤ 130 KB budget for the JS every screen shares). This drops, from each dynamic import's
 * list, the chunks its importer imports statically (transitively): those are loaded before the import can run.
 * The html's modulepreloads are left as they are.
 *
 * `trimPreloadDependencies()` returns the plugin (it keeps the bundle being written) and the
 * `build.modulePreload.resolveDependencies` function that reads it; Vite calls the latter from its own
 * generateBundle, after the plugin's (`order: 'pre'`).
 */
export function trimPreloadDependencies() {
  let bundle: Bundle | null = null;
  const loadedBy = new Map<string, ReadonlySet<string>>();

  /** The chunks `fileName` imports statically, transitively, itself included. */
  function staticClosure(fileName: string): ReadonlySet<string> {
    const known = loadedBy.get(fileName);
    if (known) return known;
    const closure = new Set<string>();
    const pending = [fileName];
    while (pending.length > 0) {
      const next = pending.pop()!;
      if (closure.has(next)) continue;
      closure.add(next);
      const chunk = bundle?.[next];
      if (chunk?.type === 'chunk') pending.push(...chunk.imports);
    }
    loadedBy.set(fileName, closure);
    return closure;
  }

  const plugin: Plugin = {
    name: 'exchange:trim-preload',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedBy.clear();
      },
    },
  };

  const resolveDependencies = (
    _fileName: string,
    dependencies: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    if (context.hostType !== 'js') return dependencies;
    if (!bundle) throw new Error('trim-preload: resolveDependencies ran before generateBundle');
    const loaded = staticClosure(context.hostId);
    return dependencies.filter((dependency) => !loaded.has(dependency));
  };

  return { plugin, resolveDependencies };
}
