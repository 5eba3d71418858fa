import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import v8 from 'node:v8';

/**
 * PGlite's WebAssembly (9 MB), compiled once per process and as early as possible: `npm start`
 * begins it before it loads the server's modules, so V8 compiles it on its background threads
 * while the main thread loads and links several hundred TypeScript modules, instead of after.
 * On a 2-core machine that takes most of the compile off a warm start's path.
 *
 * `optimisedOnly` compiles with the optimising tier alone (no quick baseline code kept beside the
 * optimised one): less resident memory, but every function is then compiled on its first call,
 * which makes opening the database 1–2 s slower. The flag must be set before the first
 * WebAssembly compile in the process.
 */
let compiling: Promise<WebAssembly.Module> | null = null;

export function compilePgliteWasm(opts: { optimisedOnly: boolean }): Promise<WebAssembly.Module> {
  if (!compiling) {
    if (opts.optimisedOnly) v8.setFlagsFromString('--no-liftoff');
    // the package's entry sits beside its .wasm files (it loads them the same way)
    const file = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
    compiling = readFile(file).then((bytes) => WebAssembly.compile(bytes));
  }
  return compiling;
}

/**
 * Takes over a compile begun before the server's code was loaded (`npm start`'s launcher starts
 * it first thing, so it overlaps loading the server bundle). Must be called before the first
 * compilePgliteWasm.
 */
export function adoptPgliteWasm(module: Promise<WebAssembly.Module>): void {
  compiling ??= module;
}
