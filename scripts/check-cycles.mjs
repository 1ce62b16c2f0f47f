// Import cycles anywhere in the sources, type-only imports included (`npm run lint` runs this after ESLint).
// import-x/no-cycle skips `import type`, but a type two files share belongs in a third (issue 16), so this check
// walks the TypeScript import graph with dpdm, which counts them. Usage: node scripts/check-cycles.mjs [globs…]
import { parseCircular, parseDependencyTree } from 'dpdm';

const DEFAULT_GLOBS = [
  'apps/*/src/**/*.{ts,tsx}',
  'packages/*/src/**/*.{ts,tsx}',
  'bench/src/**/*.ts',
  'scripts/**/*.ts',
];

/** The lint fixtures are bad on purpose; the test names them itself. */
const SKIPPED = /node_modules|\/dist\/|scripts\/test\/fixtures/;

/** Every cycle among the files the globs name, each as the list of files round it (paths from `cwd`). */
export const findCycles = async (globs = DEFAULT_GLOBS, cwd = process.cwd(), exclude = SKIPPED) => {
  const tree = await parseDependencyTree(globs, {
    cwd,
    context: cwd,
    transform: false, // keep type-only imports
    skipDynamicImports: false,
    exclude,
  });
  return parseCircular(tree);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const cycles = await findCycles(args.length > 0 ? args : DEFAULT_GLOBS);
  if (cycles.length === 0) {
    console.log('check-cycles: no import cycle');
  } else {
    console.error(`check-cycles: ${cycles.length} import cycle(s) (type-only imports count):`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
    process.exit(1);
  }
}
