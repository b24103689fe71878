/**
 * A real dynamic import for ESM-only packages (oidc-provider). TypeScript with module CommonJS rewrites
 * `import()` into `require()`, which cannot load ESM on Node 20, so the import expression is compiled at run
 * time instead. By direct eval, not `new Function`: eval'd code keeps this module's import hook, whereas a
 * `new Function` body is bound to whichever loader first created it (under jest that is the first test file's
 * module registry, torn down by the time later test files import through it).
 */
const dynamicImport = eval('(specifier) => import(specifier)') as (specifier: string) => Promise<unknown>;

export function importEsm<T>(specifier: string): Promise<T> {
  return dynamicImport(specifier) as Promise<T>;
}
