/**
 * A real dynamic import for ESM-only packages (oidc-provider). TypeScript with module CommonJS rewrites
 * `import()` into `require()`, which cannot load ESM on every Node version we support; a function built at run
 * time keeps the native `import()`.
 */
export const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;
