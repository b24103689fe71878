// Holds package.json's split between what runs and what builds: `dependencies` are exactly the packages the server
// and the desktop app's main process load at run time (a production install, `npm install --omit=dev`, has nothing
// else), and everything the web bundle, the tests and the tools use is a devDependency. The web build bundles its
// packages, so React, Blueprint, MapLibre and plotly.js (with the two copies of mapbox-gl and maplibre-gl that
// plotly.js itself depends on) stay out of production installs. Fails naming each package on the wrong side.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

/** The code that runs in production from node_modules (the web's and the renderer's code is bundled). */
const RUNTIME_ROOTS = ['backend/src', 'libs/contracts/src', 'apps/desktop/src/main', 'apps/desktop/src/preload'];
const NOT_RUNTIME = /\.(spec|int-spec|test)\.tsx?$|\.d\.ts$/;

/** Run-time packages no source file names, and why they are needed. */
const LOADED_BY_NAME = {
  '@nestjs/platform-express': 'NestFactory loads the HTTP adapter by its package name',
  pino: 'a peer dependency of nestjs-pino',
  'pino-http': 'a peer dependency of nestjs-pino',
  rxjs: 'a peer dependency of @nestjs/common and @nestjs/core',
};

/** Packages run-time code names that are rightly devDependencies, and why. */
const NOT_INSTALLED_IN_PRODUCTION = {
  electron: 'the desktop app runs inside Electron, which provides the module',
  'ts-json-schema-generator': 'loaded only by the build step that writes contract-schemas.json',
};

const IMPORT = new RegExp(
  [
    String.raw`(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]`,
    String.raw`\bimport\(\s*['"]([^'"]+)['"]\s*\)`,
    String.raw`\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)`,
  ].join('|'),
  'g',
);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const file = join(dir, entry);
    if (statSync(file).isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx|mts|cts)$/.test(file) && !NOT_RUNTIME.test(file)) yield file;
  }
}

function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('@portal/')) return null;
  const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  return builtinModules.includes(name) ? null : name;
}

const firstUse = new Map();
for (const root of RUNTIME_ROOTS) {
  for (const file of sourceFiles(root)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const name = packageName(match[1] ?? match[2] ?? match[3]);
      if (name && !firstUse.has(name)) firstUse.set(name, file);
    }
  }
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const runtime = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {})]);
const problems = [];
for (const [name, file] of firstUse) {
  if (!runtime.has(name) && !(name in NOT_INSTALLED_IN_PRODUCTION)) problems.push(`${name} is loaded at run time (${file}) but is not in dependencies`);
}
for (const name of runtime) {
  if (!firstUse.has(name) && !(name in LOADED_BY_NAME)) problems.push(`${name} is in dependencies but no server or desktop main-process code loads it: a devDependency (or unused)`);
}
for (const problem of problems) console.error(`dependencies: ${problem}`);
if (problems.length) process.exit(1);
console.log(`Dependencies are what runs: ${runtime.size} run-time packages, none only built or tested.`);
