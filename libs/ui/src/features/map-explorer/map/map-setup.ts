/**
 * Putting the portal's data on the map: sources, then the marker images, then
 * the layers in drawing order. The same steps run on load and after every basemap change (a new style drops them).
 * Written against the few map methods it needs, so it is tested with a recording fake instead of WebGL.
 */
import type { MapLayer, MapSource } from '@portal/contracts';
import { type ApiUrlResolver, resolveSourceDefinition } from '../../../components/location-map/api-url.logic';
import { drawingPlan, iconUrls, type VisibilityState } from './layers/layers.logic';

/** An image as MapLibre's loadImage answers and addImage takes it. */
export type MapImage = HTMLImageElement | ImageBitmap;

/** The part of maplibre-gl's Map these steps use. */
export interface PortalMapTarget {
  getSource(id: string): unknown;
  addSource(id: string, source: never): unknown;
  getLayer(id: string): unknown;
  addLayer(layer: never, beforeId?: string): unknown;
  hasImage(id: string): boolean;
  addImage(id: string, image: MapImage): unknown;
  loadImage(url: string): Promise<{ data: MapImage }>;
  getStyle(): { layers?: { id: string }[] } | undefined;
}

/** The drawing tool's layers (mapbox-gl-draw names them 'gl-draw-…'); the portal's layers stay below them. */
const DRAW_LAYER_PREFIX = 'gl-draw-';

/** A MapLayer as a style-spec layer: the portal's own properties left out, visibility from the panels' state. */
export function styleLayer(layer: MapLayer, visibility: VisibilityState): Record<string, unknown> {
  const spec: Record<string, unknown> = {
    id: layer.id,
    type: layer.type,
    source: layer.source,
    layout: { ...layer.layout, visibility: visibility[layer.id] ?? layer.layout.visibility },
    paint: layer.paint,
  };
  if (layer['source-layer'] !== undefined) spec['source-layer'] = layer['source-layer'];
  if (layer.filter !== undefined) spec['filter'] = layer.filter;
  if (layer.minzoom !== undefined) spec['minzoom'] = layer.minzoom;
  if (layer.maxzoom !== undefined) spec['maxzoom'] = layer.maxzoom;
  return spec;
}

/**
 * Loads and adds every marker icon the layers use, named by its URL (the name the layouts use). Images loaded
 * once are kept in `cache`, so a basemap change adds them again without refetching. A failure is logged with the
 * product's 'Error loading images:' and the map goes on without that icon.
 */
export async function addIcons(
  map: PortalMapTarget,
  urls: readonly string[],
  resolve: ApiUrlResolver,
  cache: Map<string, MapImage>,
  logger: Pick<Console, 'error'> = console,
  stillCurrent: () => boolean = () => true,
): Promise<void> {
  const results = await Promise.allSettled(
    urls.map(async (url) => {
      let image = cache.get(url);
      if (!image) {
        image = (await map.loadImage(resolve(url))).data;
        cache.set(url, image);
      }
      // An icon that arrives after a basemap change is kept for the new style but not added to it here: adding an
      // image to a style still loading fires a style 'data' event, and the drawing tool answers that by adding its
      // sources, which MapLibre refuses ('Style is not done loading'). The new style's own pass adds it.
      if (!stillCurrent()) return;
      if (!map.hasImage(url)) map.addImage(url, image);
    }),
  );
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failures.length > 0) logger.error('Error loading images:', ...failures.map((failure) => failure.reason));
}

export interface PortalContent {
  sources: readonly MapSource[];
  layers: readonly MapLayer[];
  visibility: VisibilityState;
  resolve: ApiUrlResolver;
  images: Map<string, MapImage>;
  logger?: Pick<Console, 'error'>;
  /** False once the map's style was replaced while the icons loaded: the layers are then left for the new style. */
  stillCurrent?: () => boolean;
}

/**
 * Sources and images, then the layers by drawOrder with rasters below the vector layers and
 * everything below the drawing tool's layers. Idempotent: what the style already has is skipped, so a repeated
 * call (the style poll and 'style.load' both firing) adds nothing twice.
 */
export async function addPortalContent(map: PortalMapTarget, content: PortalContent): Promise<void> {
  for (const source of content.sources) {
    if (!map.getSource(source.id)) map.addSource(source.id, resolveSourceDefinition(source.definition, content.resolve) as never);
  }
  await addIcons(map, iconUrls(content.layers), content.resolve, content.images, content.logger, content.stillCurrent);
  if (content.stillCurrent && !content.stillCurrent()) return;
  const topLayerId = map.getStyle()?.layers?.find((layer) => layer.id.startsWith(DRAW_LAYER_PREFIX))?.id;
  for (const { layer, beforeId } of drawingPlan(content.layers, topLayerId)) {
    if (map.getLayer(layer.id)) continue;
    map.addLayer(styleLayer(layer, content.visibility) as never, beforeId && map.getLayer(beforeId) ? beforeId : undefined);
  }
}

/** The drawing tool's two GeoJSON sources (mapbox-gl-draw's 'hot' and 'cold' buckets). */
const DRAW_SOURCE_PREFIX = 'mapbox-gl-draw-';

interface StyleLike {
  sources: Record<string, unknown>;
  layers: { id: string; source?: unknown }[];
}

/**
 * A basemap change replaces the whole style, which would take the drawings with it while the drawing tool keeps
 * writing to its sources. MapLibre's `transformStyle` hands over the old style: the drawing tool's sources (with
 * their current data) and layers move into the new one, on top, so drawings survive the change untouched. The
 * portal's own layers are not carried: they are added again, below the drawing layers.
 */
export function carryOverDrawing<T extends StyleLike>(previous: T | undefined, next: T): T {
  if (!previous) return next;
  const sources = Object.fromEntries(Object.entries(previous.sources).filter(([id]) => id.startsWith(DRAW_SOURCE_PREFIX)));
  const layers = previous.layers.filter((layer) => layer.id.startsWith(DRAW_LAYER_PREFIX));
  return { ...next, sources: { ...next.sources, ...sources }, layers: [...next.layers, ...layers] };
}
