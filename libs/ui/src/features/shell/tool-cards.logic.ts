/**
 * Where a dashboard card leads, free of React so the rules are tested directly.
 */
import type { IconName } from '@blueprintjs/icons';
import type { ToolInventoryItem } from '@portal/contracts';

export type ToolCardLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * External tools open their URL in a new tab. Internal ones link to their route, with the category path
 * appended when the tool takes one and the page belongs to a category (the all-tools dashboard has none).
 */
export function toolCardLink(
  tool: Pick<ToolInventoryItem, 'path' | 'external' | 'has_optional_route_parameter'>,
  datacategoryPath?: string,
): ToolCardLink {
  if (tool.external) return { kind: 'external', href: tool.path };
  const base = tool.path.replace(/\/+$/, '') || '/';
  const to =
    tool.has_optional_route_parameter && datacategoryPath
      ? `${base === '/' ? '' : base}/${encodeURIComponent(datacategoryPath)}`
      : base;
  return { kind: 'internal', to };
}

/** The cards worth showing: external tools, and internal ones whose screen is built (`isBuilt`). */
export function availableTools<T extends Pick<ToolInventoryItem, 'path' | 'external' | 'has_optional_route_parameter'>>(
  tools: readonly T[],
  isBuilt: (path: string) => boolean,
): T[] {
  return tools.filter((tool) => {
    const link = toolCardLink(tool);
    return link.kind === 'external' || isBuilt(link.to);
  });
}

/**
 * The icon of a card. icon_image_file names one of the portal's tool icons; the UI draws them with the
 * Blueprint icon set it already ships rather than fetching image files, so a card never waits on an image.
 */
const TOOL_ICONS: Readonly<Record<string, IconName>> = {
  'map.svg': 'map',
  'climate.svg': 'snowflake',
  'compare.svg': 'comparison',
  'summary.svg': 'box',
  'timeline.svg': 'timeline-line-chart',
  'water-year.svg': 'timeline-area-chart',
  'download.svg': 'download',
  'table.svg': 'th',
  'forecast.svg': 'predictive-analysis',
  'reservoir.svg': 'pie-chart',
  'links.svg': 'link',
  'external.svg': 'share',
};

export function toolIcon(iconImageFile: string | null): IconName {
  return (iconImageFile && TOOL_ICONS[iconImageFile]) || 'application';
}

/** Card widths are columns of a 12-column grid; out-of-range values from the server are clamped. */
export function cardColumns(width: number): number {
  return Number.isFinite(width) ? Math.min(12, Math.max(1, Math.round(width))) : 4;
}
