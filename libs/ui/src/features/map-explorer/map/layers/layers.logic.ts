/**
 * The map's layers as the panels and the map see them: drawing order, visibility on load, the Map Layers checkboxes,
 * the Temperature & Flow radio group, fill opacity, the legend and the layers popups and filters act on. Pure functions
 * over the contracts' MapLayer.
 */
import type { MapLayer, MapLegendGroup } from '@portal/contracts';
import { stringsIn } from '../../../../components/location-map/api-url.logic';
import { ICON_URL_PREFIX, LOCATIONS_SOURCE_ID, TEMPERATURE_AND_FLOW_GROUP } from '../map-explorer.constants';
import type { MapExplorerRoute } from '../route.logic';

export type Visibility = 'visible' | 'none';
/** Each layer's visibility by layer id: the one record the panels, the legend and the map follow. */
export type VisibilityState = Readonly<Record<string, Visibility>>;

/** The legend groups, in the order the panels list them. */
const LEGEND_GROUP_ORDER: readonly MapLegendGroup[] = [
  'Monitoring Data',
  'Basemap',
  'Hydrology',
  'River Administration',
  'Water Quality',
  'Listed Streams by Parameter',
  'Land Cover/Land Use',
  'Historical Land Cover/Land Use',
  'Recreation',
  'Temperature & Flow',
];

// ---------------------------------------------------------------------------------------------------------------
// Drawing order
// ---------------------------------------------------------------------------------------------------------------

export interface LayerPlacement {
  layer: MapLayer;
  /** MapLibre's `beforeId`: the layer is inserted below this one; undefined puts it on top. */
  beforeId: string | undefined;
}

/** Sorted by drawOrder (lowest drawn first, at the bottom); equal orders keep the server's order. */
export function byDrawOrder(layers: readonly MapLayer[]): MapLayer[] {
  return layers
    .map((layer, index) => ({ layer, index }))
    .sort((a, b) => a.layer.drawOrder - b.layer.drawOrder || a.index - b.index)
    .map(({ layer }) => layer);
}

/**
 * The order to add the layers in and where each goes (sorted by drawOrder, with raster layers inserted below
 * drawing layers). Vector layers go on top in drawOrder, but below `topLayerId` when given (the drawing tool's
 * layers, which must stay above everything); rasters go in drawOrder below the lowest vector layer, so imagery never
 * hides the points, lines and polygons whatever drawOrder the server gave it.
 */
export function drawingPlan(layers: readonly MapLayer[], topLayerId?: string): LayerPlacement[] {
  const sorted = byDrawOrder(layers);
  const vectors = sorted.filter((layer) => layer.type !== 'raster');
  const rasters = sorted.filter((layer) => layer.type === 'raster');
  const rasterBeforeId = vectors[0]?.id ?? topLayerId;
  return [
    ...vectors.map((layer) => ({ layer, beforeId: topLayerId })),
    ...rasters.map((layer) => ({ layer, beforeId: rasterBeforeId })),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Visibility
// ---------------------------------------------------------------------------------------------------------------

/**
 * Visibility on load. A layer starts as its layout says; when the route names a data category, a layer that lists
 * the categories it is visible for (`visibleOnLoadForGroups`) is visible exactly for those; the `layers` query
 * makes its layers visible on top of that.
 */
export function initialVisibility(
  layers: readonly MapLayer[],
  route: Pick<MapExplorerRoute, 'datacategoryPath' | 'visibleLayerIds'>,
): VisibilityState {
  const requested = new Set(route.visibleLayerIds);
  const state: Record<string, Visibility> = {};
  for (const layer of layers) {
    const groups = layer.lreProperties.visibleOnLoadForGroups;
    let visible = layer.layout.visibility === 'visible';
    if (route.datacategoryPath && groups && groups.length > 0) visible = groups.includes(route.datacategoryPath);
    if (requested.has(layer.id)) visible = true;
    state[layer.id] = visible ? 'visible' : 'none';
  }
  return state;
}

/** A checkbox of Map Layers (or a radio of Temperature & Flow): the layers of one layerGroup. */
export interface LayerGroup {
  name: string;
  legendGroup: MapLegendGroup;
  layerIds: string[];
  /** The lowest legendOrder among its layers, which orders the groups within a legend group. */
  legendOrder: number;
}

export interface LegendGroupSection {
  legendGroup: MapLegendGroup;
  layerGroups: LayerGroup[];
}

const legendGroupRank = (group: string): number => {
  const rank = LEGEND_GROUP_ORDER.indexOf(group as MapLegendGroup);
  // A group LEGEND_GROUPS does not list goes last rather than disappearing from the panel.
  return rank === -1 ? LEGEND_GROUP_ORDER.length : rank;
};

/** The layers by legend group (LEGEND_GROUPS order) and layerGroup (legendOrder), as the panels and the legend list them. */
export function legendGroupSections(layers: readonly MapLayer[]): LegendGroupSection[] {
  const sections = new Map<MapLegendGroup, Map<string, LayerGroup>>();
  for (const layer of layers) {
    const { legendGroup, layerGroup } = layer.lreProperties;
    let groups = sections.get(legendGroup);
    if (!groups) sections.set(legendGroup, (groups = new Map()));
    const group = groups.get(layerGroup);
    if (group) {
      group.layerIds.push(layer.id);
      group.legendOrder = Math.min(group.legendOrder, layer.legendOrder);
    } else {
      groups.set(layerGroup, { name: layerGroup, legendGroup, layerIds: [layer.id], legendOrder: layer.legendOrder });
    }
  }
  return [...sections.entries()]
    .sort(([a], [b]) => legendGroupRank(a) - legendGroupRank(b))
    .map(([legendGroup, groups]) => ({
      legendGroup,
      layerGroups: [...groups.values()].sort((a, b) => a.legendOrder - b.legendOrder || a.name.localeCompare(b.name)),
    }));
}

/** A layerGroup counts as on when any of its layers is visible. */
export function isLayerGroupVisible(group: Pick<LayerGroup, 'layerIds'>, visibility: VisibilityState): boolean {
  return group.layerIds.some((id) => visibility[id] === 'visible');
}

/** A Map Layers checkbox shows or hides all layers of its layerGroup. */
export function setLayerGroupVisibility(
  visibility: VisibilityState,
  group: Pick<LayerGroup, 'layerIds'>,
  visible: boolean,
): VisibilityState {
  const next = { ...visibility };
  for (const id of group.layerIds) next[id] = visible ? 'visible' : 'none';
  return next;
}

/**
 * Temperature & Flow radio behaviour: selecting a layerGroup shows it and hides every other layer of its legend
 * group; selecting the group that is already on hides it, leaving none on.
 */
export function selectRadioLayerGroup(
  visibility: VisibilityState,
  section: LegendGroupSection,
  selected: LayerGroup,
): VisibilityState {
  const turnOn = !isLayerGroupVisible(selected, visibility);
  let next = visibility;
  for (const group of section.layerGroups) next = setLayerGroupVisibility(next, group, false);
  return turnOn ? setLayerGroupVisibility(next, selected, true) : next;
}

/** The ids whose visibility differs between two states: what the map must be told. */
export function changedVisibility(before: VisibilityState, after: VisibilityState): string[] {
  return Object.keys(after).filter((id) => before[id] !== after[id]);
}

// ---------------------------------------------------------------------------------------------------------------
// Fill opacity (a slider 0-100 sets fill-opacity value/100 on fill layers)
// ---------------------------------------------------------------------------------------------------------------

export const fillLayerIds = (layers: readonly MapLayer[]): string[] =>
  layers.filter((layer) => layer.type === 'fill').map((layer) => layer.id);

export const fillOpacityValue = (percent: number): number => Math.min(100, Math.max(0, percent)) / 100;

/**
 * Where the slider starts: the first fill layer's own constant opacity, so the slider shows what the map shows
 * until the user moves it (100 when the layers give no plain number).
 */
export function initialFillOpacityPercent(layers: readonly MapLayer[]): number {
  for (const layer of layers) {
    const opacity = layer.type === 'fill' ? layer.paint['fill-opacity'] : undefined;
    if (typeof opacity === 'number') return Math.round(opacity * 100);
  }
  return 100;
}

// ---------------------------------------------------------------------------------------------------------------
// Layers by role
// ---------------------------------------------------------------------------------------------------------------

/** Every marker icon URL the layers' layouts use (icon-image values and expressions), each once. */
export function iconUrls(layers: readonly MapLayer[]): string[] {
  const urls = layers.flatMap((layer) => stringsIn(layer.layout).filter((text) => text.startsWith(ICON_URL_PREFIX)));
  return [...new Set(urls)];
}

const isVisible = (layer: MapLayer, visibility: VisibilityState) => visibility[layer.id] === 'visible';

/** Popups: visible vector layers that do not exclude popups. */
export const popupLayers = (layers: readonly MapLayer[], visibility: VisibilityState): MapLayer[] =>
  layers.filter((layer) => layer.type !== 'raster' && !layer.lreProperties.excludePopup && isVisible(layer, visibility));

/** Visible rasters that answer feature-info requests. */
export const rasterInfoLayers = (layers: readonly MapLayer[], visibility: VisibilityState): MapLayer[] =>
  layers.filter(
    (layer) => layer.type === 'raster' && !!layer.getRasterFeatureInfoPayload && !layer.lreProperties.excludePopup && isVisible(layer, visibility),
  );

/** Layers with a hover popup. */
export const hoverPopupLayers = (layers: readonly MapLayer[]): MapLayer[] =>
  layers.filter((layer) => layer.lreProperties.hasHoverPopup);

/** The monitoring-location layers: the filters bar and graph mode act on these. */
export const locationLayers = (layers: readonly MapLayer[]): MapLayer[] =>
  layers.filter((layer) => layer.source === LOCATIONS_SOURCE_ID);

/**
 * The location circles graph mode colours: circle layers of the locations source, except the Temperature &
 * Flow layers, whose colours are the flow and temperature classes they exist to show.
 */
export const locationCircleLayers = (layers: readonly MapLayer[]): MapLayer[] =>
  locationLayers(layers).filter((layer) => layer.type === 'circle' && layer.lreProperties.legendGroup !== TEMPERATURE_AND_FLOW_GROUP);

// ---------------------------------------------------------------------------------------------------------------
// Legend
// ---------------------------------------------------------------------------------------------------------------

export type LegendSymbol = { kind: 'color'; color: string } | { kind: 'image'; url: string };

export interface LegendItem {
  label: string;
  symbols: { label: string; symbol: LegendSymbol }[];
  /** A plain single-symbol entry shows its symbol beside the label instead of a list. */
  symbol: LegendSymbol | null;
}

export interface LegendSection {
  legendGroup: MapLegendGroup;
  items: LegendItem[];
}

const isColor = (text: string) => /^(#|rgba?\(|hsla?\()/i.test(text);
const legendSymbol = (icon: string): LegendSymbol => (isColor(icon) ? { kind: 'color', color: icon } : { kind: 'image', url: icon });

// Not text-color: a label layer has no symbol of its own to show in a legend.
const PAINT_COLOR_KEYS = ['legend-color', 'circle-color', 'fill-color', 'line-color', 'icon-color'];

/** A single layer's symbol: its custom symbol image, else its legend colour or its constant paint colour. */
function singleSymbol(layer: MapLayer): LegendSymbol | null {
  if (layer.lreProperties.customLegendSymbolUrl) return { kind: 'image', url: layer.lreProperties.customLegendSymbolUrl };
  for (const key of PAINT_COLOR_KEYS) {
    const value = layer.paint[key];
    if (typeof value === 'string') return { kind: 'color', color: value };
  }
  const icon = layer.layout['icon-image'];
  if (typeof icon === 'string' && icon.startsWith(ICON_URL_PREFIX)) return { kind: 'image', url: icon };
  return null;
}

function legendItem(layer: MapLayer): LegendItem {
  const { legendStyle, legendCategories, legendTextOverrides } = layer.lreProperties;
  const label = legendTextOverrides?.[layer.name] ?? layer.name;
  if (legendStyle === 'categorized' && legendCategories?.length) {
    return {
      label,
      symbol: null,
      symbols: legendCategories.map((category) => ({
        label: legendTextOverrides?.[category.label] ?? category.label,
        symbol: legendSymbol(category.icon),
      })),
    };
  }
  return { label, symbol: singleSymbol(layer), symbols: [] };
}

/**
 * The legend (toolbar 'Legend'): the visible layers by legend group, in the panels' order. Layers without a
 * symbol (labels) are left out; a layerGroup of several layers contributes each layer that has one.
 */
export function legendSections(layers: readonly MapLayer[], visibility: VisibilityState): LegendSection[] {
  const byId = new Map(layers.map((layer) => [layer.id, layer]));
  return legendGroupSections(layers)
    .map(({ legendGroup, layerGroups }) => ({
      legendGroup,
      items: layerGroups
        .flatMap((group) => group.layerIds.map((id) => byId.get(id)!))
        .filter((layer) => isVisible(layer, visibility))
        .map(legendItem)
        .filter((item) => item.symbol !== null || item.symbols.length > 0),
    }))
    .filter((section) => section.items.length > 0);
}
