import { Switch } from '@blueprintjs/core';
import type { MonitoringLocationProperties } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { availableGraphTypes, DataVizPanel } from './data-viz';
import {
  BenchmarkLegend,
  GraphModeBar,
  GraphModeDetailPanel,
  ParametersPanel,
  useGraphMode,
  useGraphModeUrl,
  useGraphModeExports,
} from './graph-mode';
import { MapExplorer, type MapExplorerActions } from './map/MapExplorer';
import './map/map-explorer.css';

/** The data-visualization panel has something to show only for a location with a flow or temperature record. */
const hasDataViz = (p: MonitoringLocationProperties): boolean => availableGraphTypes(p).length > 0;

/** "A separate toggle inside graph mode shows only location circle/symbol layers." */
function OnlyLocationLayersSwitch({ setOnlyLocationLayers }: MapExplorerActions) {
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
 * The map explorer route: `/tools/map-explorer/:datacategoryPath?/:latitude?/:longitude?/:zoomLev?`
 * in the fullscreen layout. Loaded lazily, so MapLibre and the drawing tools are only in this route's chunk.
 *
 * Graph mode's state lives in the URL query (rewritten with replace semantics while it is on); the location clicked
 * last feeds the panel of the current mode: outside graph mode the data-visualization panel, in graph mode the
 * detail panel.
 */
export default function MapExplorerPage() {
  const url = useGraphModeUrl();
  const { active } = url;
  const graph = useGraphMode(url);
  const exports = useGraphModeExports({
    rows: graph.rows,
    parameters: graph.parameterNdx,
    periodOfRecord: graph.query.periodOfRecord,
    colors: graph.benchmarkColors,
  });

  const [selectedLocation, setSelectedLocation] = useState<MonitoringLocationProperties | null>(null);
  const [graphModeLocation, setGraphModeLocation] = useState<MonitoringLocationProperties | null>(null);
  // Graph mode off → on: the data-visualization panel is closed.
  useEffect(() => {
    if (active) setSelectedLocation(null);
    else setGraphModeLocation(null);
  }, [active]);

  const graphModeControls = (actions: MapExplorerActions) => (
    <div className="map-explorer-graph-mode">
      <div className="map-explorer-graph-mode-bar">
        <GraphModeBar
          periodOfRecord={graph.query.periodOfRecord}
          onPeriodOfRecordChange={graph.setPeriodOfRecord}
          analysis={graph.query.analysis}
          onAnalysisChange={graph.setAnalysis}
          recordCount={graph.recordCountInput}
          onRecordCountChange={graph.setRecordCount}
        />
        <OnlyLocationLayersSwitch {...actions} />
        <BenchmarkLegend colors={graph.benchmarkColors} />
      </div>
    </div>
  );

  // Beside the map on a wide screen (open), above it on a narrow one (closed): the map keeps its height either way.
  const graphModeParameters = (narrow: boolean) => (
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
      defaultOpen={!narrow}
    />
  );

  return (
    <MapExplorer
      graphMode={active}
      onGraphModeChange={url.setActive}
      graphModeStyling={graph.colouring}
      onLocationSelected={(properties) => setSelectedLocation(hasDataViz(properties) ? properties : null)}
      onGraphModeLocationSelected={setGraphModeLocation}
      onExportTimeSeries={exports.exportTimeSeries}
      onExportStats={exports.exportStatsAndBenchmarks}
      graphModeControls={graphModeControls}
      graphModeParameters={graphModeParameters}
      graphModeLegend={<BenchmarkLegend colors={graph.benchmarkColors} />}
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
