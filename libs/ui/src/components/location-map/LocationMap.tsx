import { HTMLSelect } from '@blueprintjs/core';
import type { GeoJsonFeatureCollection } from '@portal/contracts';
import maplibregl, { type GeoJSONSource, type Map as MapLibreMap, type MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  LABEL_MIN_ZOOM, LOCATION_CIRCLE_LAYER, LOCATIONS_SOURCE, type LocationId, type LocationLayerOptions, locationMapLayers, type SelectionStyle, type StyleLayer,
  watershedColors, type WatershedHighlight, watershedIds, WATERSHEDS_SOURCE,
} from './location-map.logic';
import './location-map.css';
import { createBaseMap, followContainerSize } from './map-base';
import { OfflineBasemapNotice } from './OfflineBasemapNotice';
import { useApiUrlResolver } from './use-api-url-resolver';
import { useBasemap, useBasemapFailureWatch } from './use-basemap';
import { LOCATION_MAP_HEIGHT, LOCATION_MAP_LABEL } from './location-map-box';

export interface LocationMapProps {
  /** The locations as GeoJSON points; each carries `idProperty` and `labelProperty`. */
  locations: GeoJsonFeatureCollection;
  /** The property that identifies a location (default 'ndx'). */
  idProperty?: string;
  /** The property shown as the label and the popup's default text (default 'location_name'). */
  labelProperty?: string;
  /** Labels show from this zoom on (default 11), where they no longer crowd each other. */
  labelMinZoom?: number;
  /** The locations drawn with a selection outline. */
  selectedIds?: readonly LocationId[];
  /** A location circle was clicked. */
  onSelect?: (id: LocationId, properties: Record<string, unknown>) => void;
  /** HUC10 polygons, filled in one colour per watershed. */
  watersheds?: GeoJsonFeatureCollection;
  /** The property naming a polygon's watershed (default 'huc_code', as in the API's HUC10 GeoJSON). */
  watershedProperty?: string;
  /** Colours for some or all watersheds; the others take the palette. */
  watershedColors?: Readonly<Record<string, string>>;
  /** Circles coloured by a property of each location (grey for a value not listed); all one blue without. */
  locationColors?: LocationLayerOptions['locationColors'];
  /** Where the map opens, [longitude, latitude], and at which zoom (default: the portal maps' centre and zoom). */
  center?: [number, number];
  zoom?: number;
  /** Watersheds filled more strongly than the others (the chosen basins'). */
  watershedHighlight?: WatershedHighlight;
  /** The selected locations' outline (default a 3 px orange ring). */
  selectionStyle?: SelectionStyle;
  /** The popup's text for a clicked location; null for no popup. By default the label. */
  popupText?: (properties: Record<string, unknown>) => string | null;
  /** The map's height (default LOCATION_MAP_HEIGHT, 400 px). */
  height?: number | string;
  /** The map region's accessible name. */
  label?: string;
}

/** Adds a GeoJSON source, or gives the existing one new data. */
function setGeoJson(map: MapLibreMap, id: string, data: GeoJsonFeatureCollection): void {
  const source = map.getSource(id) as GeoJSONSource | undefined;
  if (source) source.setData(data as never);
  else map.addSource(id, { type: 'geojson', data: data as never });
}

/** Adds a layer the style lacks; for one it has, brings its filter and paint up to date. */
function syncLayer(map: MapLibreMap, layer: StyleLayer): void {
  if (!map.getLayer(layer.id)) {
    map.addLayer(layer as never);
    return;
  }
  if (layer['filter'] !== undefined) map.setFilter(layer.id, layer['filter'] as never);
  for (const [name, value] of Object.entries((layer['paint'] ?? {}) as Record<string, unknown>)) map.setPaintProperty(layer.id, name, value);
}

/**
 * A small map of monitoring locations for the screens that pick or show a few of them: basemap switcher, zoom,
 * geolocate and fullscreen, location circles with labels from a zoom level, HUC10 watersheds coloured per watershed,
 * a popup and a selection outline. Built on the same base map as the map explorer.
 */
export function LocationMap(props: LocationMapProps) {
  const { locations, watersheds, idProperty = 'ndx', labelProperty = 'location_name', watershedProperty = 'huc_code' } = props;
  const resolve = useApiUrlResolver();
  const basemapChoice = useBasemap(resolve);
  const { basemaps, basemapId, setBasemapId } = basemapChoice;
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  // Grows with every style load (the first, and each basemap change, which drops the map's own sources and layers).
  const [styleVersion, setStyleVersion] = useState(0);
  const styleUrl = basemapChoice.styleUrl;
  const shownStyle = useRef(styleUrl);
  shownStyle.current ??= styleUrl;
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const firstStyle = shownStyle.current;
    if (!container || !firstStyle) return;
    const created = createBaseMap({ container, styleUrl: firstStyle, resolve, center: latest.current.center, zoom: latest.current.zoom });
    created.on('style.load', () => setStyleVersion((version) => version + 1));
    created.on('click', LOCATION_CIRCLE_LAYER, (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      const properties = (feature?.properties ?? {}) as Record<string, unknown>;
      const { onSelect, popupText, idProperty: idKey = 'ndx', labelProperty: labelKey = 'location_name' } = latest.current;
      const id = properties[idKey];
      if (typeof id === 'string' || typeof id === 'number') onSelect?.(id, properties);
      const text = popupText ? popupText(properties) : String(properties[labelKey] ?? '');
      if (text) new maplibregl.Popup({ closeButton: true }).setLngLat(event.lngLat).setText(text).addTo(created);
    });
    created.on('mouseenter', LOCATION_CIRCLE_LAYER, () => (created.getCanvas().style.cursor = 'pointer'));
    created.on('mouseleave', LOCATION_CIRCLE_LAYER, () => (created.getCanvas().style.cursor = ''));
    setMap(created);
    const stopFollowing = followContainerSize(created, container);
    return () => {
      stopFollowing();
      created.remove();
      setMap(null);
    };
    // Made once per container and resolver; a basemap change restyles the map below instead of remaking it.
  }, [container, resolve, styleUrl !== null]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!map || !styleUrl || shownStyle.current === styleUrl) return;
    shownStyle.current = styleUrl;
    map.setStyle(resolve(styleUrl));
  }, [map, styleUrl, resolve]);

  useBasemapFailureWatch(map, basemapChoice, resolve);

  const colors = useMemo(
    () => (watersheds ? watershedColors(watershedIds(watersheds.features, watershedProperty), props.watershedColors) : {}),
    [watersheds, watershedProperty, props.watershedColors],
  );
  const layers = useMemo(
    () =>
      locationMapLayers({
        idProperty,
        labelProperty,
        labelMinZoom: props.labelMinZoom ?? LABEL_MIN_ZOOM,
        selectedIds: props.selectedIds ?? [],
        watersheds: watersheds ? { property: watershedProperty, colors, highlight: props.watershedHighlight } : undefined,
        locationColors: props.locationColors,
        selectionStyle: props.selectionStyle,
      }),
    [
      idProperty, labelProperty, props.labelMinZoom, props.selectedIds, watersheds, watershedProperty, colors, props.locationColors,
      props.watershedHighlight, props.selectionStyle,
    ],
  );

  useEffect(() => {
    if (!map || styleVersion === 0) return;
    setGeoJson(map, LOCATIONS_SOURCE, locations);
    if (watersheds) setGeoJson(map, WATERSHEDS_SOURCE, watersheds);
    for (const layer of layers) syncLayer(map, layer);
  }, [map, styleVersion, locations, watersheds, layers]);

  return (
    <div className="location-map" style={{ height: props.height ?? LOCATION_MAP_HEIGHT }}>
      <div className="location-map-canvas" ref={setContainer} role="region" aria-label={props.label ?? LOCATION_MAP_LABEL} />
      <OfflineBasemapNotice />
      {basemaps && basemaps.length > 1 && (
        <HTMLSelect
          className="location-map-basemap"
          aria-label="Basemap"
          value={basemapId}
          onChange={(event) => setBasemapId(event.currentTarget.value)}
          options={basemaps.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        />
      )}
    </div>
  );
}
