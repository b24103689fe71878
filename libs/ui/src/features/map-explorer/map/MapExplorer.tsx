import {
  useGetPublicMapFiltersQuery, useGetPublicMapLayersQuery, useGetPublicMapMapSourceReferencesQuery, useGetPublicMapSourcesQuery,
  useGetPublicMapWellsQuery, useGetPublicMapGeojsonBySourceIdQuery,
} from '@portal/api-client';
import type { MonitoringLocationProperties } from '@portal/contracts';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../common/error-message';
import { PRODUCT_NAME } from '../../../common/constants';
import { useMediaQuery } from '../../../common/use-media-query';
import { useApiUrlResolver } from '../../../components/location-map/use-api-url-resolver';
import { layersForNetworkMode, OFFLINE_FALLBACK_NOTICE, sourcesForLayers } from '../../../components/location-map/basemap-network.logic';
import { collectionBounds } from '../../../components/location-map/location-map.logic';
import { useBasemap, useBasemapFailureWatch } from '../../../components/location-map/use-basemap';
import { MainContent } from '../../../components/skip-link/SkipLink';
import { DATA_SOURCES_ID, DataSourcesTable } from './controls/DataSourcesTable';
import { DrawingButtons } from './drawing/DrawingButtons';
import { FeaturePopup } from './popups/FeaturePopup';
import { initialFillOpacityPercent, legendGroupSections, legendSections } from './layers/layers.logic';
import { LayersPanel } from './controls/LayersPanel';
import { LegendPanel } from './controls/LegendPanel';
import { BASIN_OUTLINE_SOURCE_ID, NARROW_LAYOUT_QUERY, SEARCH_ZOOM } from './map-explorer.constants';
import { MapExplorerToolbar } from './MapExplorerToolbar';
import { MapMessages } from './MapMessages';
import { MeasurementsBox } from './drawing/MeasurementsBox';
import { PlaceSearch } from './search/PlaceSearch';
import { type MapExplorerRouteParams, parseMapExplorerRoute } from './route.logic';
import { resetDrawings, startCircle, useDrawing } from './use-drawing';
import { useFlyTo } from './use-fly-to';
import { useLayerVisibility } from './layers/use-layer-visibility';
import { useLocationFilter } from './layers/use-location-filter';
import { useMapContent } from './layers/use-map-content';
import { type GraphModeStyling, useMapPainting } from './layers/use-map-painting';
import { CLOSE_ALL_POPUPS, useMapPopups } from './popups/use-map-popups';
import { usePanels } from './controls/use-panels';
import { usePortalMap } from './use-portal-map';

export const MAP_EXPLORER_TITLE = 'Map Explorer';

/** Devices with nothing but touch get no drawing tools (they are for non-touch devices only). */
const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

/** What the map explorer lends graph mode's controls. */
export interface MapExplorerActions {
  /** Only location circles and labels (true), or the visibility from before (false). */
  setOnlyLocationLayers(on: boolean): void;
}

export interface MapExplorerProps {
  /** Whether graph mode is on; graph mode owns that state (in the URL), the explorer only shows it. */
  graphMode: boolean;
  /** The toolbar's graph-mode button. */
  onGraphModeChange(on: boolean): void;
  /** Graph mode's colouring of the location circles; null for the default styling. Ignored outside graph mode. */
  graphModeStyling: GraphModeStyling | null;
  /** A monitoring location was clicked outside graph mode: the data-visualization panel opens for it. */
  onLocationSelected?: (properties: MonitoringLocationProperties) => void;
  /** A monitoring location was clicked in graph mode: the detail panel shows it. */
  onGraphModeLocationSelected?: (properties: MonitoringLocationProperties) => void;
  /** Export menu items of graph mode (disabled unless graph mode is on). */
  onExportTimeSeries?: () => Promise<void>;
  onExportStats?: () => Promise<void>;
  /** What the location circles' colours mean in graph mode (the benchmark classes), for the legend. */
  graphModeLegend?: ReactNode;
  /** The graph-mode bar, shown under the toolbar while graph mode is on. */
  graphModeControls?: (actions: MapExplorerActions) => ReactNode;
  /**
   * Graph mode's parameter panel: in a column beside the map on a wide screen, under the bar on a narrow one
   * (`narrow`), so it never takes the map's height.
   */
  graphModeParameters?: (narrow: boolean) => ReactNode;
  /** Panels along the bottom of the map (graph-mode detail panel, data-visualization panel); the toolbar's
   *  'Detailed Results' toggle shows and hides them. */
  children?: ReactNode;
}

/**
 * The map explorer: the map with its controls, the control panel, the filters bar and searches, the toolbar,
 * legend, Data Sources, Measurements, popups and exports. Each concern is a hook (see docs/architecture.md).
 */
export function MapExplorer(props: MapExplorerProps) {
  const { graphMode, onLocationSelected, onGraphModeLocationSelected } = props;
  const resolve = useApiUrlResolver();
  const params = useParams<keyof MapExplorerRouteParams>();
  const [searchParams] = useSearchParams();
  const route = useMemo(() => parseMapExplorerRoute(params, searchParams), [params, searchParams]);
  // The data category and `layers` set the visibility on load only; later URL changes are graph mode's.
  const [loadRoute] = useState(route);
  const narrow = useMediaQuery(NARROW_LAYOUT_QUERY);
  const touchOnly = useMediaQuery(TOUCH_ONLY_QUERY);

  const sources = useGetPublicMapSourcesQuery();
  const layersQuery = useGetPublicMapLayersQuery();
  const filters = useGetPublicMapFiltersQuery().data;
  const wells = useGetPublicMapWellsQuery();
  const references = useGetPublicMapMapSourceReferencesQuery();
  const allLayers = layersQuery.data;

  const basemapChoice = useBasemap(resolve);
  const { basemaps, basemapId, setBasemapId, networkMode } = basemapChoice;
  // Only the layers of the network mode the basemap is actually in (the national services online, the demo's
  // stand-ins offline): the panel, the legend, the map and the popups all follow this list.
  const layers = useMemo(
    () => (allLayers && networkMode ? layersForNetworkMode(allLayers, networkMode) : undefined),
    [allLayers, networkMode],
  );
  const mapSources = useMemo(
    () => (sources.data && allLayers && layers ? sourcesForLayers(sources.data, allLayers, layers) : undefined),
    [sources.data, allLayers, layers],
  );
  const [fillOpacity, setFillOpacity] = useState<number | null>(null);

  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const [mapElement, setMapElement] = useState<HTMLDivElement | null>(null);
  const styleUrl = basemapChoice.styleUrl;
  // The home view fits the basin: the bounds of its outline (the union of its HUC8 watersheds).
  const basin = useGetPublicMapGeojsonBySourceIdQuery(BASIN_OUTLINE_SOURCE_ID).data;
  const home = useMemo(() => (basin ? collectionBounds(basin) : null), [basin]);
  const { map, loaded, createdWith } = usePortalMap({ container: mapElement, fullscreenContainer: rootElement, initialStyleUrl: styleUrl, resolve, home });
  useBasemapFailureWatch(map, basemapChoice, resolve);
  const drawing = useDrawing(map, !touchOnly);
  const panels = usePanels(narrow, drawing.measurements.drawings.length);
  const closeAllPopups = useCallback(() => map?.fire(CLOSE_ALL_POPUPS), [map]);
  // Over every layer, both modes', so a fallback to offline finds the stand-ins' visibility already worked out.
  const { visibility, setVisibility, setOnlyLocationLayers } = useLayerVisibility({ layers: allLayers, loadRoute, graphMode, onGraphModeEntered: closeAllPopups });
  const contentVersion = useMapContent({ map, loaded, sources: mapSources, layers, visibility, styleUrl, createdWith, resolve });
  const graphModeStyling = graphMode ? props.graphModeStyling : null;
  const locationFilter = useLocationFilter({ filters, graphMode, graphModeNdx: graphModeStyling?.ndx });
  useMapPainting({ map, contentVersion, layers, visibility, locationFilter: locationFilter.expression, fillOpacity, graphModeStyling });
  const flyToPlace = useFlyTo(map, loaded, route.flyTo);

  const selectLocation = useCallback(
    (properties: Record<string, unknown>, inGraphMode: boolean) => {
      const location = properties as unknown as MonitoringLocationProperties;
      if (inGraphMode) onGraphModeLocationSelected?.(location);
      else onLocationSelected?.(location);
    },
    [onLocationSelected, onGraphModeLocationSelected],
  );
  const popups = useMapPopups({
    map, layers, visibility, enabled: panels.open.popups, graphMode, draw: drawing.draw, resolve, onLocationSelected: selectLocation,
  });

  const dataSourcesButton = useRef<HTMLButtonElement>(null);

  const sections = useMemo(() => (layers ? legendGroupSections(layers) : []), [layers]);
  const legend = useMemo(() => (layers && visibility ? legendSections(layers, visibility) : []), [layers, visibility]);

  return (
    <div className="map-explorer" ref={setRootElement}>
      <title>{`${MAP_EXPLORER_TITLE} | ${PRODUCT_NAME}`}</title>
      <MapExplorerToolbar
        graphMode={graphMode}
        onGraphModeChange={props.onGraphModeChange}
        filters={filters}
        filterState={locationFilter.state}
        onFilterState={locationFilter.setState}
        wells={wells.data}
        onWell={(well) => {
          if (!map) return;
          map.flyTo({ center: well.location_geometry.coordinates, zoom: SEARCH_ZOOM });
          // There the location's popup opens as a click would open it, the focus in it.
          popups.showLocation(well.location_geometry.coordinates, well.location_ndx);
        }}
        panels={panels}
        dataSourcesButtonRef={dataSourcesButton}
        map={map}
        onExportTimeSeries={props.onExportTimeSeries}
        onExportStats={props.onExportStats}
      />
      {/* graph mode: the Period of Record / Analysis / Min Records bar (and on a narrow screen the Parameters panel) */}
      {graphMode && props.graphModeControls?.({ setOnlyLocationLayers })}
      {graphMode && narrow && props.graphModeParameters && <div className="map-explorer-graph-parameters">{props.graphModeParameters(true)}</div>}
      <div className="map-explorer-body">
        <LayersPanel
          narrow={narrow}
          isOpen={panels.open.layers}
          onClose={() => panels.toggle('layers')}
          initialSection={route.initialSection}
          basemaps={basemaps}
          basemapId={basemapId}
          onBasemap={setBasemapId}
          basemapNotice={basemapChoice.fellBack ? OFFLINE_FALLBACK_NOTICE : null}
          sections={sections}
          visibility={visibility}
          onVisibility={setVisibility}
          fillOpacity={fillOpacity ?? (layers ? initialFillOpacityPercent(layers) : 100)}
          onFillOpacity={setFillOpacity}
          resolve={resolve}
        />
        <MainContent className="map-explorer-main">
          <h1 className="portal-visually-hidden">{MAP_EXPLORER_TITLE}</h1>
          <div className="map-explorer-map-area">
            <div className="map-explorer-map" ref={setMapElement} role="region" aria-label="Map" />
            <PlaceSearch onChoose={flyToPlace} />
            <MapMessages
              layersError={layersQuery.isError ? errorMessage(layersQuery.error) : null}
              sourcesFailed={sources.isError}
            />
            {panels.open.legend && (
              <LegendPanel sections={legend} resolve={resolve} locationColours={graphMode ? props.graphModeLegend : undefined} />
            )}
            {panels.open.dataSources && (
              <DataSourcesTable
                id={DATA_SOURCES_ID}
                rows={references.data}
                isError={references.isError}
                onHide={() => {
                  panels.toggle('dataSources');
                  // The table and its Hide button go away: the focus goes back to the button that opened it.
                  dataSourcesButton.current?.focus();
                }}
              />
            )}
            {panels.measurementsOpen && (
              <MeasurementsBox
                state={drawing.measurements}
                onReset={() => resetDrawings(drawing.draw, drawing.dispatch)}
                onHide={() => panels.setMeasurementsOpen(false)}
              />
            )}
          </div>
          {/* graph mode / data viz: the detail and data-visualization panels arrive as children */}
          {panels.open.detailedResults && props.children}
        </MainContent>
        {graphMode && !narrow && props.graphModeParameters && (
          <aside className="map-explorer-graph-side" aria-label="Graph mode parameters">
            {props.graphModeParameters(false)}
          </aside>
        )}
      </div>
      {drawing.extras &&
        createPortal(
          <DrawingButtons
            onDrawCircle={() => drawing.draw && startCircle(drawing.draw)}
            measurementsOpen={panels.measurementsOpen}
            onToggleMeasurements={() => panels.setMeasurementsOpen((open) => !open)}
          />,
          drawing.extras,
        )}
      {popups.popup &&
        popups.container &&
        createPortal(
          <FeaturePopup
            pages={popups.popup.pages}
            index={popups.popup.index}
            onPage={popups.setPage}
            focusOnOpen={popups.popup.focus}
            onClose={popups.close}
          />,
          popups.container,
        )}
    </div>
  );
}
