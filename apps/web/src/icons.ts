import { type IconPaths, type IconPathsLoader, Icons, IconSize } from '@blueprintjs/icons';
import './icons.css';

/**
 * Blueprint's icons drawn from a name (`icon="search"`) load their SVG paths on first use; by default all 2,000 of a
 * size come in one chunk (about 80 KB compressed, and both sizes on the landing page). Here each icon's paths are
 * their own small chunk, so a page fetches only the icons it draws. (The index of the chunks, about 24 KB compressed,
 * rides in the entry: split off by size it cost more, as the landing page draws both sizes.)
 */
const chunks: Record<IconSize, Record<string, () => Promise<IconPaths>>> = {
  [IconSize.STANDARD]: import.meta.glob<IconPaths>('../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js', { import: 'default' }),
  [IconSize.LARGE]: import.meta.glob<IconPaths>('../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js', { import: 'default' }),
};

const perIconLoader: IconPathsLoader = async (name, size) => {
  const sized = chunks[size === IconSize.STANDARD ? IconSize.STANDARD : IconSize.LARGE];
  const load = Object.entries(sized).find(([file]) => file.endsWith(`/${name}.js`))?.[1];
  if (!load) throw new Error(`no Blueprint icon named ${name}`);
  return load();
};

Icons.setLoaderOptions({ loader: perIconLoader });
