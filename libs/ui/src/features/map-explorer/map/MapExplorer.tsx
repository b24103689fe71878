import { Button, ButtonGroup, Callout, Drawer, Icon, Tooltip } from '@blueprintjs/core';
import {
  useGetBasemapsQuery, useGetMapFiltersQuery, useGetMapLayersQuery, useGetMapSourceReferencesQuery, useGetMapSourcesQuery,
  useGetMapWellsQuery,
} from '@portal/api-client';
import type { MonitoringLocationProperties, PlaceResult } from '@portal/contracts';
import maplibregl from 'maplibre-gl';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { usePlatform } from '../../../platform/PlatformProvider';
import { errorMessage } from '../../../common/error-message';
import { PRODUCT_NAME } from '../../../common/constants';
import { useMediaQuery } from '../../../common/use-media-query';
import { apiUrlResolver } from './api-url.logic';
import { ControlPanel } from './ControlPanel';
import { DataSourcesTable } from './DataSourcesTable';
import { ExportMenu } from './ExportMenu';
import { FeaturePopup } from './FeaturePopup';
import { FiltersBar } from './FiltersBar';
import { combineFilters, initialFilterState, type LocationFilterState, locationFilterExpression } from './filters.logic';
import {
  fillLayerIds, fillOpacityValue, initialFillOpacityPercent, initialVisibility, legendGroupSections, legendSections,
  locationCircleLayers, locationLayers, type VisibilityState,
} from './layers.logic';
import { LegendPanel } from './LegendPanel';
import { LocationSearch } from './LocationSearch';
import { MapExplorerContext, type GraphModeStyling, type MapExplorerContextValue } from './map-explorer-context';
import { DEFAULT_BASEMAP_ID, NARROW_LAYOUT_QUERY, SEARCH_ZOOM } from './map-explorer.constants';
import { printMapPdf, saveMapPng } from './map-export';
import { applyGraphModeCircles, onlyLocationLayersVisible, resetCircleStyling, restoreVisibility } from './map-styling';
import { MeasurementsBox } from './MeasurementsBox';
import { PlaceSearch } from './PlaceSearch';
import { PrintReportDialog } from './PrintReportDialog';
import { clearGraphModeQuery, isGraphModeQuery, parseGraphModeQuery, serializeGraphModeQuery } from '../graph-mode/graph-mode-url.logic';
import { type ControlPanelSection, type MapExplorerRouteParams, parseMapExplorerRoute } from './route.logic';
import { resetDrawings, startCircle, useDrawing } from './use-drawing';
import { useMapContent } from './use-map-content';
import { CLOSE_ALL_POPUPS, useMapPopups } from './use-map-popups';
import { usePortalMap } from './use-portal-map';

export const MAP_EXPLORER_TITLE = 'Map Explorer';

/** Devices with nothing but touch get no drawing tools (§2 "non-touch devices only"). */
const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

export interface MapExplorerProps {
  /** A monitoring location was clicked outside graph mode: the data-visualization panel opens for it (§2). */
  onLocationSelected?: (properties: MonitoringLocationProperties) => void;
  /** A monitoring location was clicked in graph mode: the detail panel shows it (§2). */
  onGraphModeLocationSelected?: (properties: MonitoringLocationProperties) => void;
  /** Export menu items of graph mode (§2: disabled unless graph mode is on). */
  onExportTimeSeries?: () => Promise<void>;
  onExportStats?: () => Promise<void>;
  /** The graph-mode bar and parameter panel, shown under the toolbar while graph mode is on. */
  graphModeControls?: ReactNode;
  /** Panels along the bottom of the map (graph-mode detail panel, data-visualization panel); the toolbar's
   *  'Detailed Results' toggle shows and hides them. */
  children?: ReactNode;
}

type PanelToggle = 'detailedResults' | 'legend' | 'layers' | 'popups' | 'dataSources';

/**
 * The map explorer (map-explorer.md §2, §4, §5, §8, §9): the map with its controls, the control panel, the filters
 * bar and searches, the toolbar, legend, Data Sources, Measurements, popups and exports. Graph mode's panels mount
 * inside it and reach the map through `useMapExplorer()`.
 */
export function MapExplorer(props: MapExplorerProps) {
  const { onLocationSelected, onGraphModeLocationSelected } = props;
  const { info, files } = usePlatform();
  const resolve = useMemo(() => apiUrlResolver(info.apiBaseUrl, window.location.href), [info.apiBaseUrl]);
  const params = useParams<keyof MapExplorerRouteParams>();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const route = useMemo(() => parseMapExplorerRoute(params, searchParams), [params, searchParams]);
  // The data category and `layers` set the visibility on load only; later URL changes are graph mode's.
  const [loadRoute] = useState(route);
  const graphMode = isGraphModeQuery(search);
  const narrow = useMediaQuery(NARROW_LAYOUT_QUERY);
  const touchOnly = useMediaQuery(TOUCH_ONLY_QUERY);

  const basemaps = useGetBasemapsQuery();
  const sources = useGetMapSourcesQuery();
  const layersQuery = useGetMapLayersQuery();
  const filtersQuery = useGetMapFiltersQuery();
  const wells = useGetMapWellsQuery();
  const references = useGetMapSourceReferencesQuery();
  const layers = layersQuery.data;
  const filters = filtersQuery.data;

  // ---- state the panels and the map share ------------------------------------------------------------------
  const [basemapId, setBasemapId] = useState<string>(DEFAULT_BASEMAP_ID);
  const basemap = basemaps.data?.find((candidate) => candidate.id === basemapId) ?? basemaps.data?.[0];

  const loadVisibility = useMemo(() => (layers ? initialVisibility(layers, loadRoute) : null), [layers, loadRoute]);
  const [changedVisibility, setVisibility] = useState<VisibilityState | null>(null);
  const visibility = changedVisibility ?? loadVisibility;

  const loadFilterState = useMemo(() => (filters ? initialFilterState(filters) : null), [filters]);
  const [changedFilterState, setFilterState] = useState<LocationFilterState | null>(null);
  const filterState = changedFilterState ?? loadFilterState;

  const [fillOpacity, setFillOpacity] = useState<number | null>(null);
  const [graphStyling, setGraphStyling] = useState<GraphModeStyling | null>(null);
  const [panels, setPanels] = useState<Record<PanelToggle, boolean>>(() => ({
    detailedResults: true,
    legend: false,
    layers: !window.matchMedia?.(NARROW_LAYOUT_QUERY).matches,
    popups: true,
    dataSources: false,
  }));
  const togglePanel = (panel: PanelToggle) => setPanels((current) => ({ ...current, [panel]: !current[panel] }));
  // Crossing the breakpoint: the panel shows beside a wide map, and starts closed as a drawer over a narrow one.
  const wasNarrow = useRef(narrow);
  useEffect(() => {
    if (wasNarrow.current === narrow) return;
    wasNarrow.current = narrow;
    setPanels((current) => ({ ...current, layers: !narrow }));
  }, [narrow]);
  const [openSections, setOpenSections] = useState<ReadonlySet<ControlPanelSection>>(() => new Set([route.initialSection]));
  const [measurementsOpen, setMeasurementsOpen] = useState(true);
  const [printOpen, setPrintOpen] = useState(false);
  const [printing, setPrinting] = useState(false);

  // ---- the map ---------------------------------------------------------------------------------------------
  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const [mapElement, setMapElement] = useState<HTMLDivElement | null>(null);
  const styleUrl = basemap?.styleUrl ?? null;
  const { map, loaded } = usePortalMap({ container: mapElement, fullscreenContainer: rootElement, initialStyleUrl: styleUrl, resolve });
  const drawing = useDrawing(map, !touchOnly);
  const contentVersion = useMapContent({ map, loaded, sources: sources.data, layers, visibility, styleUrl, resolve });

  const selectLocation = useCallback(
    (properties: Record<string, unknown>, inGraphMode: boolean) => {
      const location = properties as unknown as MonitoringLocationProperties;
      if (inGraphMode) onGraphModeLocationSelected?.(location);
      else onLocationSelected?.(location);
    },
    [onLocationSelected, onGraphModeLocationSelected],
  );
  const popups = useMapPopups({
    map, layers, visibility, enabled: panels.popups, graphMode, draw: drawing.draw, resolve, onLocationSelected: selectLocation,
  });

  // §4 visibility: the map follows the one visibility record.
  useEffect(() => {
    if (!map || contentVersion === 0 || !visibility) return;
    for (const [id, value] of Object.entries(visibility)) {
      if (map.getLayer(id) && map.getLayoutProperty(id, 'visibility') !== value) map.setLayoutProperty(id, 'visibility', value);
    }
  }, [map, contentVersion, visibility]);

  // The filters bar (and graph mode's location list) narrow every location layer, on top of the layer's own filter.
  const effectiveFilterState = useMemo(
    () => filterState && { ...filterState, graphModeNdx: graphMode ? (graphStyling?.ndx ?? filters?.graphMode ?? null) : null },
    [filterState, graphMode, graphStyling, filters],
  );
  const locationFilter = useMemo(
    () => (effectiveFilterState && filters ? locationFilterExpression(effectiveFilterState, filters) : null),
    [effectiveFilterState, filters],
  );
  useEffect(() => {
    if (!map || contentVersion === 0 || !layers) return;
    for (const layer of locationLayers(layers)) {
      if (map.getLayer(layer.id)) map.setFilter(layer.id, combineFilters(layer.filter, locationFilter) as never);
    }
  }, [map, contentVersion, layers, locationFilter]);

  // §4 fill opacity: applied once the slider is moved; until then each layer keeps its own.
  useEffect(() => {
    if (!map || contentVersion === 0 || !layers || fillOpacity === null) return;
    for (const id of fillLayerIds(layers)) if (map.getLayer(id)) map.setPaintProperty(id, 'fill-opacity', fillOpacityValue(fillOpacity));
  }, [map, contentVersion, layers, fillOpacity]);

  // Graph-mode colouring, again after a basemap change; reset once when it goes.
  const styled = useRef(false);
  useEffect(() => {
    if (!map || contentVersion === 0 || !layers) return;
    const circles = locationCircleLayers(layers);
    if (graphMode && graphStyling) {
      applyGraphModeCircles(map, circles.map((layer) => layer.id), graphStyling.circleColor);
      styled.current = true;
    } else if (styled.current) {
      resetCircleStyling(map, circles);
      styled.current = false;
    }
  }, [map, contentVersion, layers, graphMode, graphStyling]);

  const closeAllPopups = useCallback(() => map?.fire(CLOSE_ALL_POPUPS), [map]);

  // §4 graph mode off → on: visibility stored, popups closed; on → off: visibility restored, styling and list reset.
  const storedVisibility = useRef<VisibilityState | null>(null);
  const onlyLocationsStored = useRef<VisibilityState | null>(null);
  const wasGraphMode = useRef(false);
  useEffect(() => {
    if (graphMode === wasGraphMode.current) return;
    wasGraphMode.current = graphMode;
    if (graphMode) {
      storedVisibility.current = visibility;
      closeAllPopups();
    } else {
      const stored = storedVisibility.current;
      storedVisibility.current = null;
      onlyLocationsStored.current = null;
      setGraphStyling(null);
      if (stored) setVisibility((current) => restoreVisibility(current ?? stored, stored));
    }
  }, [graphMode, visibility, closeAllPopups]);

  const setGraphMode = useCallback(
    // Graph mode's keys are written by its own URL module, which keeps comma-separated parameter names intact
    // (URLSearchParams would re-encode the separators); leaving removes every graph-mode key, other keys stay.
    (on: boolean) =>
      navigate(
        { search: on ? serializeGraphModeQuery(parseGraphModeQuery(search), search) : clearGraphModeQuery(search) },
        { replace: true },
      ),
    [navigate, search],
  );
  const setOnlyLocationLayers = useCallback(
    (on: boolean) => {
      if (!layers || !visibility) return;
      if (on) {
        onlyLocationsStored.current ??= visibility;
        setVisibility(restoreVisibility(visibility, onlyLocationLayersVisible(layers)));
      } else if (onlyLocationsStored.current) {
        setVisibility(restoreVisibility(visibility, onlyLocationsStored.current));
        onlyLocationsStored.current = null;
      }
    },
    [layers, visibility],
  );

  // §2: a valid latitude, longitude and zoom in the route fly the map there.
  const flyTo = route.flyTo;
  useEffect(() => {
    if (map && loaded && flyTo) map.flyTo({ center: flyTo.center, zoom: flyTo.zoom });
  }, [map, loaded, flyTo?.center[0], flyTo?.center[1], flyTo?.zoom]); // eslint-disable-line react-hooks/exhaustive-deps -- by value, not by the parsed object

  // A new drawing opens the Measurements box again after Hide.
  const drawings = drawing.measurements.drawings.length;
  const lastDrawings = useRef(drawings);
  useEffect(() => {
    if (drawings > lastDrawings.current) setMeasurementsOpen(true);
    lastDrawings.current = drawings;
  }, [drawings]);

  const placeMarker = useRef<maplibregl.Marker | null>(null);
  const flyToPlace = (place: PlaceResult) => {
    if (!map) return;
    placeMarker.current?.remove();
    placeMarker.current = new maplibregl.Marker().setLngLat(place.center).addTo(map);
    if (place.bbox) map.fitBounds(place.bbox, { padding: 40, maxZoom: SEARCH_ZOOM });
    else map.flyTo({ center: place.center, zoom: SEARCH_ZOOM });
  };

  const sections = useMemo(() => (layers ? legendGroupSections(layers) : []), [layers]);
  const legend = useMemo(() => (layers && visibility ? legendSections(layers, visibility) : []), [layers, visibility]);

  const context = useMemo<MapExplorerContextValue>(
    () => ({
      map, layers: layers ?? [], contentVersion, graphMode, setGraphMode, setGraphModeStyling: setGraphStyling,
      setOnlyLocationLayers, closeAllPopups,
    }),
    [map, layers, contentVersion, graphMode, setGraphMode, setOnlyLocationLayers, closeAllPopups],
  );

  const controlPanel = (
    <ControlPanel
      basemaps={basemaps.data}
      basemapId={basemap?.id ?? basemapId}
      onBasemap={setBasemapId}
      sections={sections}
      visibility={visibility}
      onVisibility={setVisibility}
      fillOpacity={fillOpacity ?? (layers ? initialFillOpacityPercent(layers) : 100)}
      onFillOpacity={setFillOpacity}
      openSections={openSections}
      onToggleSection={(section) =>
        setOpenSections((current) => {
          const next = new Set(current);
          if (!next.delete(section)) next.add(section);
          return next;
        })
      }
      resolve={resolve}
    />
  );

  const toggle = (panel: PanelToggle, text: string) => (
    <Button text={text} active={panels[panel]} aria-pressed={panels[panel]} onClick={() => togglePanel(panel)} />
  );

  return (
    <MapExplorerContext.Provider value={context}>
      <div className="map-explorer" ref={setRootElement}>
        <title>{`${MAP_EXPLORER_TITLE} | ${PRODUCT_NAME}`}</title>
        <div className="map-explorer-toolbar" role="toolbar" aria-label="Map explorer">
          <Button
            intent="primary"
            icon={graphMode ? 'map' : 'timeline-line-chart'}
            text={graphMode ? 'Return to Map Explorer' : 'Explore Water Quality'}
            onClick={() => setGraphMode(!graphMode)}
          />
          <FiltersBar filters={filters} state={filterState} onChange={setFilterState} />
          <LocationSearch
            wells={wells.data}
            onChoose={(well) => map?.flyTo({ center: well.location_geometry.coordinates, zoom: SEARCH_ZOOM })}
          />
          <ButtonGroup className="map-explorer-toggles-group">
            {toggle('detailedResults', 'Detailed Results')}
            {toggle('legend', 'Legend')}
            {toggle('layers', 'Layers')}
            {toggle('popups', 'Popups')}
          </ButtonGroup>
          <Button icon="database" text="Data Sources" active={panels.dataSources} onClick={() => togglePanel('dataSources')} />
          <ExportMenu
            graphMode={graphMode}
            onPrintPdf={() => setPrintOpen(true)}
            printing={printing}
            onSavePng={async () => {
              if (map) await saveMapPng(map, files);
            }}
            onExportTimeSeries={props.onExportTimeSeries}
            onExportStats={props.onExportStats}
          />
        </div>
        {/* graph mode: the Period of Record / Analysis / Min Records bar and the Parameters panel */}
        {graphMode && props.graphModeControls}
        <div className="map-explorer-body">
          {!narrow && panels.layers && (
            <aside className="map-explorer-panel" aria-label="Map controls">
              {controlPanel}
            </aside>
          )}
          {narrow && (
            <Drawer isOpen={panels.layers} position="left" size={300} title="Layers" onClose={() => togglePanel('layers')}>
              <div className="portal-drawer-body">{controlPanel}</div>
            </Drawer>
          )}
          <main className="map-explorer-main">
            <div className="map-explorer-map-area">
              <div className="map-explorer-map" ref={setMapElement} role="region" aria-label="Map" />
              <PlaceSearch onChoose={flyToPlace} />
              <div className="map-explorer-messages">
                {layersQuery.isError && (
                  <Callout intent="danger" role="alert">{`An error has occurred: ${errorMessage(layersQuery.error)}`}</Callout>
                )}
                {sources.isError && (
                  <Callout intent="danger" role="alert">
                    Error loading data
                  </Callout>
                )}
              </div>
              {panels.legend && <LegendPanel sections={legend} resolve={resolve} />}
              {panels.dataSources && (
                <DataSourcesTable rows={references.data} isError={references.isError} onHide={() => togglePanel('dataSources')} />
              )}
              {measurementsOpen && (
                <MeasurementsBox
                  state={drawing.measurements}
                  onReset={() => resetDrawings(drawing.draw, drawing.dispatch)}
                  onHide={() => setMeasurementsOpen(false)}
                />
              )}
            </div>
            {/* graph mode / data viz: the detail and data-visualization panels arrive as children */}
            {panels.detailedResults && props.children}
          </main>
        </div>
        {drawing.extras &&
          createPortal(
            <>
              <Tooltip content="Draw Circle" placement="left">
                <button type="button" className="map-explorer-draw-circle" aria-label="Draw Circle" onClick={() => drawing.draw && startCircle(drawing.draw)}>
                  <Icon icon="circle" />
                </button>
              </Tooltip>
              <Tooltip content="Measurements Details" placement="left">
                <button
                  type="button"
                  className="map-explorer-measurements-toggle"
                  aria-label="Measurements Details"
                  aria-pressed={measurementsOpen}
                  onClick={() => setMeasurementsOpen((open) => !open)}
                >
                  <Icon icon="calculator" />
                </button>
              </Tooltip>
            </>,
            drawing.extras,
          )}
        {popups.popup &&
          popups.container &&
          createPortal(<FeaturePopup pages={popups.popup.pages} index={popups.popup.index} onPage={popups.setPage} />, popups.container)}
        <PrintReportDialog
          isOpen={printOpen}
          onClose={() => setPrintOpen(false)}
          onDownload={async (title) => {
            if (!map) return;
            setPrinting(true);
            try {
              await printMapPdf(map, title, files);
            } finally {
              setPrinting(false);
            }
          }}
        />
      </div>
    </MapExplorerContext.Provider>
  );
}
