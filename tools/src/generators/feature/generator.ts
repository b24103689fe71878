import { generateFiles, names, type Tree } from '@nx/devkit';
import * as path from 'node:path';

export interface FeatureGeneratorSchema {
  /** The feature's name in kebab case, the screen's name: `water-year-comparisons`. */
  name: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The names one feature carries at every layer, derived from its kebab-case name. */
export function featureNames(name: string) {
  const { fileName, className, propertyName, constantName } = names(name);
  return {
    fileName,
    className,
    propertyName,
    constantName,
    snakeName: constantName.toLowerCase(),
    /** The route table key, which is also the endpoint, controller, service and query name: GET `<name>` is `get<Name>`. */
    routeName: `get${className}`,
    routeClassName: `Get${className}`,
    title: fileName.split('-').map((word) => word[0].toUpperCase() + word.slice(1)).join(' '),
    uiPath: `/tools/${fileName}`,
    uiPathConstant: `${constantName}_PATH`,
  };
}

/** Replaces the one place `anchor` marks in a file, or stops: a registration must never be skipped silently. */
function insertAt(tree: Tree, file: string, anchor: string | RegExp, replace: (match: string) => string): void {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing: the feature cannot be registered there.`);
  const match = typeof anchor === 'string' ? (text.includes(anchor) ? anchor : null) : anchor.exec(text)?.[0];
  if (!match) throw new Error(`${file} has no ${String(anchor)} to register the feature at; register it by hand.`);
  tree.write(file, text.replace(match, replace(match)));
}

const LINE = 120;

/**
 * `head[a, b, c]` on one line while it fits in LINE characters; otherwise wrapped, as many items to an indented line
 * as fit, each followed by a comma, so a list that grows with every feature stays readable.
 */
export function arrayLiteral(head: string, items: readonly string[]): string {
  const oneLine = `${head}[${items.join(', ')}]`;
  if (oneLine.length <= LINE) return oneLine;
  const lines: string[] = [];
  for (const item of items) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${item},`.length <= LINE) lines[last] += ` ${item},`;
    else lines.push(`  ${item},`);
  }
  return `${head}[\n${lines.join('\n')}\n]`;
}

/**
 * A new screen across every layer, the way the stations table is built: backend module, controller, service, queries
 * and DTO with an integration test (including a 400); the contract; the route table entry; the api-client endpoint;
 * the UI page with its logic and unit test; the client route; the end-to-end test. Each piece is registered where
 * the workspace looks for it, so the feature compiles, lints and passes its tests as generated.
 */
export default async function featureGenerator(tree: Tree, options: FeatureGeneratorSchema): Promise<void> {
  if (!KEBAB.test(options.name)) throw new Error(`"${options.name}" is not a kebab-case name (like water-year-comparisons).`);
  const n = featureNames(options.name);
  if (tree.exists(`backend/src/${n.fileName}`) || tree.exists(`libs/contracts/src/${n.fileName}.ts`)) {
    throw new Error(`A feature named ${n.fileName} exists already.`);
  }
  generateFiles(tree, path.join(__dirname, 'files'), '.', { ...n, template: '' });

  // The route table: method, path and access written once for the backend, the api-client and the matrix test.
  insertAt(tree, 'libs/contracts/src/routes.ts', /\n\} as const satisfies Record<string, RouteSpec>;/, (end) =>
    `\n  // ${n.fileName}\n  ${n.routeName}: { method: 'GET', path: '${n.fileName}', access: 'public' },${end}`);
  insertAt(tree, 'libs/contracts/src/index.ts', "export * from './routes';", (line) => `export * from './${n.fileName}';\n${line}`);

  // The backend's feature list.
  insertAt(tree, 'backend/src/app.module.ts', /\n\n\/\*\* Feature modules/, (gap) =>
    `\nimport { ${n.className}Module } from './${n.fileName}/${n.fileName}.module';${gap}`);
  insertAt(tree, 'backend/src/app.module.ts', /const features = \[[^\]]*\]/, (list) => {
    const modules = list.slice(list.indexOf('[') + 1, -1).split(',').map((name) => name.trim()).filter(Boolean);
    return arrayLiteral('const features = ', [...modules, `${n.className}Module`]);
  });

  // The authorization matrix fails for a route it does not list.
  insertAt(tree, 'backend/src/auth/auth.int-spec.ts', '      // Test-only probes', (line) => `      fromTable(ROUTES.${n.routeName}),\n${line}`);

  const api = `./${n.fileName}.api`;
  const apiIndex = 'libs/api-client/src/index.ts';
  tree.write(apiIndex, `${tree.read(apiIndex, 'utf-8')}export { ${n.propertyName}Api, use${n.routeClassName}Query } from '${api}';\nexport type { ${n.className}Args } from '${api}';\n`);

  // The client route (web and desktop) and the navigation's list of built screens.
  insertAt(tree, 'libs/ui/src/paths.ts', /\n\/\*\*\n \* The screens built so far/, (doc) =>
    `\n/** ${n.title}. */\nexport const ${n.uiPathConstant} = '${n.uiPath}';\n${doc}`);
  insertAt(tree, 'libs/ui/src/paths.ts', /export const BUILT_ROUTES: readonly string\[\] = \[[^\]]*\n\];/, (list) =>
    `${list.slice(0, -3)}\n  ${n.uiPathConstant},\n];`);
  insertAt(tree, 'libs/ui/src/routes.tsx', "\n} from './paths';", (end) => `\n  ${n.uiPathConstant},${end}`);
  insertAt(tree, 'libs/ui/src/routes.tsx', '\nfunction PageLoading()', (fn) =>
    `const ${n.className}Page = lazy(() => import('./features/${n.fileName}/${n.className}Page'));\n${fn}`);
  insertAt(tree, 'libs/ui/src/routes.tsx', /\n( *)<Route path=\{STATIONS_ROUTE\}[^\n]*/, (line) => {
    const indent = /^\n( *)/.exec(line)?.[1] ?? '';
    return `${line}\n${indent}<Route path={${n.uiPathConstant}} element={<Page><${n.className}Page /></Page>} />`;
  });
}
