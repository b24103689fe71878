import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import * as fs from 'node:fs';
import * as path from 'node:path';
import featureGenerator, { arrayLiteral, featureNames } from './generator';

const ROOT = path.resolve(__dirname, '../../../..');

/** The files the generator registers a feature in, as they are in the workspace now. */
const REGISTRIES = [
  'libs/contracts/src/routes.ts',
  'libs/contracts/src/index.ts',
  'backend/src/app.module.ts',
  'backend/src/auth/auth.int-spec.ts',
  'libs/api-client/src/index.ts',
  'libs/ui/src/paths.ts',
  'libs/ui/src/routes.tsx',
];

function workspaceTree(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  for (const file of REGISTRIES) tree.write(file, fs.readFileSync(path.join(ROOT, file), 'utf-8'));
  return tree;
}

const read = (tree: Tree, file: string) => tree.read(file, 'utf-8') ?? '';

describe('feature generator', () => {
  it('derives every layer name from the kebab-case name', () => {
    expect(featureNames('water-year-comparisons')).toMatchObject({
      fileName: 'water-year-comparisons',
      className: 'WaterYearComparisons',
      propertyName: 'waterYearComparisons',
      routeName: 'getWaterYearComparisons',
      title: 'Water Year Comparisons',
      uiPath: '/tools/water-year-comparisons',
      uiPathConstant: 'WATER_YEAR_COMPARISONS_PATH',
    });
  });

  it('writes the pattern of a screen at every layer', async () => {
    const tree = workspaceTree();
    await featureGenerator(tree, { name: 'water-year-comparisons' });
    for (const file of [
      'backend/src/water-year-comparisons/water-year-comparisons.module.ts',
      'backend/src/water-year-comparisons/water-year-comparisons.controller.ts',
      'backend/src/water-year-comparisons/water-year-comparisons.service.ts',
      'backend/src/water-year-comparisons/water-year-comparisons.queries.ts',
      'backend/src/water-year-comparisons/water-year-comparisons.dto.ts',
      'backend/src/water-year-comparisons/water-year-comparisons.int-spec.ts',
      'libs/contracts/src/water-year-comparisons.ts',
      'libs/api-client/src/water-year-comparisons.api.ts',
      'libs/ui/src/features/water-year-comparisons/WaterYearComparisonsPage.tsx',
      'libs/ui/src/features/water-year-comparisons/water-year-comparisons.logic.ts',
      'libs/ui/src/features/water-year-comparisons/water-year-comparisons.logic.spec.ts',
      'e2e/tests/water-year-comparisons.spec.ts',
    ]) {
      expect(tree.exists(file)).toBe(true);
    }
    const controller = read(tree, 'backend/src/water-year-comparisons/water-year-comparisons.controller.ts');
    expect(controller).toContain('@Route(ROUTES.getWaterYearComparisons)');
    expect(controller).toContain('getWaterYearComparisons(@Query() query: WaterYearComparisonsQuery)');
    expect(read(tree, 'backend/src/water-year-comparisons/water-year-comparisons.queries.ts')).toContain('export const getWaterYearComparisonsQuery');
    expect(read(tree, 'backend/src/water-year-comparisons/water-year-comparisons.int-spec.ts')).toContain('.expect(400)');
    expect(read(tree, 'libs/api-client/src/water-year-comparisons.api.ts')).toContain("...route('getWaterYearComparisons')");
    // No template placeholder is left anywhere.
    for (const change of tree.listChanges()) expect(change.content?.toString() ?? '').not.toMatch(/<%|__fileName__|__className__/);
  });

  it('registers the feature where the workspace looks for it', async () => {
    const tree = workspaceTree();
    await featureGenerator(tree, { name: 'water-year-comparisons' });
    expect(read(tree, 'libs/contracts/src/routes.ts')).toContain(
      "  getWaterYearComparisons: { method: 'GET', path: 'water-year-comparisons', access: 'public' },\n} as const",
    );
    expect(read(tree, 'libs/contracts/src/index.ts')).toContain("export * from './water-year-comparisons';");
    const appModule = read(tree, 'backend/src/app.module.ts');
    expect(appModule).toContain("import { WaterYearComparisonsModule } from './water-year-comparisons/water-year-comparisons.module';");
    expect(appModule).toMatch(/const features = \[[^\]]*\bStationsModule\b[^\]]*\bWaterYearComparisonsModule\b[^\]]*\]/);
    expect(read(tree, 'backend/src/auth/auth.int-spec.ts')).toContain('fromTable(ROUTES.getWaterYearComparisons),');
    expect(read(tree, 'libs/api-client/src/index.ts')).toContain(
      "export { waterYearComparisonsApi, useGetWaterYearComparisonsQuery } from './water-year-comparisons.api';",
    );
    const paths = read(tree, 'libs/ui/src/paths.ts');
    expect(paths).toContain("export const WATER_YEAR_COMPARISONS_PATH = '/tools/water-year-comparisons';");
    expect(paths).toMatch(/BUILT_ROUTES: readonly string\[\] = \[[^\]]*WATER_YEAR_COMPARISONS_PATH,\n\];/);
    const routes = read(tree, 'libs/ui/src/routes.tsx');
    expect(routes).toContain("const WaterYearComparisonsPage = lazy(() => import('./features/water-year-comparisons/WaterYearComparisonsPage'));");
    expect(routes).toContain('<Route path={WATER_YEAR_COMPARISONS_PATH} element={<Page><WaterYearComparisonsPage /></Page>} />');
    expect(routes).toMatch(/WATER_YEAR_COMPARISONS_PATH,\n\} from '\.\/paths';/);
  });

  it('keeps a growing feature list within 120 characters a line, and every module in it', async () => {
    const tree = workspaceTree();
    const names = ['water-year-comparisons', 'query-and-download', 'time-series-comparisons', 'annual-summaries'];
    for (const name of names) await featureGenerator(tree, { name });
    const list = /const features = \[([^\]]*)\]/.exec(read(tree, 'backend/src/app.module.ts'))?.[1] ?? '';
    for (const name of names) expect(list).toContain(`${featureNames(name).className}Module,`);
    expect(list).toContain('StationsModule,');
    for (const line of list.split('\n')) expect(line.length).toBeLessThanOrEqual(120);
  });

  it('writes a short list on one line and wraps a long one', () => {
    expect(arrayLiteral('const a = ', ['B', 'C'])).toBe('const a = [B, C]');
    const long = Array.from({ length: 12 }, (_, i) => `SomeRatherLongFeature${i}Module`);
    const wrapped = arrayLiteral('const features = ', long);
    expect(wrapped.split('\n')[0]).toBe('const features = [');
    expect(wrapped.endsWith(',\n]')).toBe(true);
    expect(wrapped.match(/\w+Module/g)).toEqual(long);
  });

  it('refuses a name that is not kebab case, and a feature that exists', async () => {
    await expect(featureGenerator(workspaceTree(), { name: 'WaterYear' })).rejects.toThrow(/kebab-case/);
    const tree = workspaceTree();
    await featureGenerator(tree, { name: 'water-year-comparisons' });
    await expect(featureGenerator(tree, { name: 'water-year-comparisons' })).rejects.toThrow(/exists already/);
  });

  it('stops rather than skip a registration whose place it cannot find', async () => {
    const tree = workspaceTree();
    tree.write('backend/src/auth/auth.int-spec.ts', '// no matrix here\n');
    await expect(featureGenerator(tree, { name: 'water-year-comparisons' })).rejects.toThrow(/auth\.int-spec\.ts/);
  });
});
