import { Switch } from '@blueprintjs/core';
import type { MonitoringLocationProperties } from '@portal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { availableGraphTypes, DataVizPanel } from './data-viz';
import {
  BenchmarkLegend,
  type GraphModeColouring,
  GraphModeBar,
  GraphModeDetailPanel,
  ParametersPanel,
  isGraphModeQuery,
  useGraphMode,
  useGraphModeExports,
} from './graph-mode';
import { MapExplorer } from './map/MapExplorer';
import { useMapExplorer } from './map/map-explorer-context';
import './map/map-explorer.css';

/** The data-visualization panel has something to show only for a location with a flow or temperature record. */
const hasDataViz = (p: MonitoringLocationProperties): boolean => availableGraphTypes(p).length > 0;

/**
 * Puts graph mode's colouring on the map (§4 "Graph-mode colouring"): the highest qualifying score of each
 * location, or, when nothing qualifies, the default styling with the filter cleared. Mounted with the graph-mode
 * controls, so it runs only while graph mode is on; leaving graph mode resets the styling in the map itself.
 */
function GraphModeColouringSync({ colouring }: { colouring: GraphModeColouring | null }) {
  const { setGraphModeStyling } = useMapExplorer();
  useEffect(() => {
    setGraphModeStyling(colouring && { circleColor: colouring.circleColor, ndx: colouring.ndx });
  }, [colouring, setGraphModeStyling]);
  return null;
}

/** §4: "A separate toggle inside graph mode shows only location circle/symbol layers." */
function OnlyLocationLayersSwitch() {
  const { setOnlyLocationLayers } = useMapExplorer();
  const [on, setOn] = useState(false);
  return (
    <Switch
      className="map-explorer-only-locations"
      label="Show Only Location Layers"
      checked={on}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setOn(next);
        setOnlyLocationLayers(next);
      }}
    />
  );
}

/**
 * The map explorer route (map-explorer.md §2): `/tools/map-explorer/:datacategoryPath?/:latitude?/:longitude?/:zoomLev?`
 * in the fullscreen layout. Loaded lazily, so MapLibre and the drawing tools are only in this route's chunk.
 *
 * Graph mode's state lives in the URL query (rewritten with replace semantics while it is on); the location clicked
 * last feeds the panel of the current mode: outside graph mode the data-visualization panel, in graph mode the
 * detail panel.
 */
export default function MapExplorerPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const active = isGraphModeQuery(search);
  const onSearchChange = useCallback((next: string) => navigate({ search: next }, { replace: true }), [navigate]);
  const graph = useGraphMode({ active, search, onSearchChange });
  const exports = useGraphModeExports({
    rows: graph.rows,
    parameters: graph.parameterNdx,
    periodOfRecord: graph.query.periodOfRecord,
    colors: graph.benchmarkColors,
  });

  const [selectedLocation, setSelectedLocation] = useState<MonitoringLocationProperties | null>(null);
  const [graphModeLocation, setGraphModeLocation] = useState<MonitoringLocationProperties | null>(null);
  // §4 graph mode off → on: the data-visualization panel is closed.
  useEffect(() => {
    if (active) setSelectedLocation(null);
    else setGraphModeLocation(null);
  }, [active]);

  const graphModeControls = (
    <div className="map-explorer-graph-mode">
      <GraphModeColouringSync colouring={graph.colouring} />
      <div className="map-explorer-graph-mode-bar">
        <GraphModeBar
          periodOfRecord={graph.query.periodOfRecord}
          onPeriodOfRecordChange={graph.setPeriodOfRecord}
          analysis={graph.query.analysis}
          onAnalysisChange={graph.setAnalysis}
          recordCount={graph.recordCountInput}
          onRecordCountChange={graph.setRecordCount}
        />
        <OnlyLocationLayersSwitch />
        <BenchmarkLegend colors={graph.benchmarkColors} />
      </div>
      <ParametersPanel
        periodOfRecord={graph.query.periodOfRecord}
        parameterGroups={graph.parameterGroups}
        selectedParameterGroups={graph.query.parameterGroups}
        onParameterGroupsChange={graph.setParameterGroups}
        threats={graph.threats}
        selectedThreats={graph.query.threats}
        onThreatsChange={graph.setThreats}
        parameters={graph.parameters}
        selectedParameters={graph.query.parameters}
        onParametersChange={graph.setParameters}
      />
    </div>
  );

  return (
    <MapExplorer
      onLocationSelected={(properties) => setSelectedLocation(hasDataViz(properties) ? properties : null)}
      onGraphModeLocationSelected={setGraphModeLocation}
      onExportTimeSeries={exports.exportTimeSeries}
      onExportStats={exports.exportStatsAndBenchmarks}
      graphModeControls={graphModeControls}
    >
      {active && (
        <GraphModeDetailPanel
          location={graphModeLocation}
          rows={graph.rows}
          analysis={graph.query.analysis}
          periodOfRecord={graph.query.periodOfRecord}
          benchmarkColors={graph.benchmarkColors}
          isLoading={graph.isFetching}
          onClose={() => setGraphModeLocation(null)}
        />
      )}
      {!active && selectedLocation && (
        <DataVizPanel key={selectedLocation.ndx} location={selectedLocation} onClose={() => setSelectedLocation(null)} />
      )}
    </MapExplorer>
  );
}
