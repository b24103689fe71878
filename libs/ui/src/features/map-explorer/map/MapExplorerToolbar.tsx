import { Button, ButtonGroup } from '@blueprintjs/core';
import type { MapFilters, MapWell } from '@portal/contracts';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { type Ref, useId, useState } from 'react';
import { DATA_SOURCES_ID } from './controls/DataSourcesTable';
import { FiltersBar } from './controls/FiltersBar';
import type { LocationFilterState } from './layers/filters.logic';
import { LocationSearch } from './search/LocationSearch';
import { MapExports } from './export/MapExports';
import type { Panels, PanelToggle } from './controls/use-panels';

export interface MapExplorerToolbarProps {
  graphMode: boolean;
  onGraphModeChange(on: boolean): void;
  filters: MapFilters | undefined;
  filterState: LocationFilterState | null;
  onFilterState(state: LocationFilterState): void;
  wells: readonly MapWell[] | undefined;
  onWell(well: MapWell): void;
  panels: Panels;
  /** The Data Sources button, which gets the focus back when the panel it opens is hidden. */
  dataSourcesButtonRef?: Ref<HTMLButtonElement>;
  map: MapLibreMap | null;
  onExportTimeSeries?: () => Promise<void>;
  onExportStats?: () => Promise<void>;
}

/**
 * The row above the map: graph mode's switch, the well search, then the filters, the panel toggles and the exports.
 * On a phone the row would wrap into a third of the screen: there the last group folds behind a 'Map tools' button
 * (map-explorer.css), so the map keeps the height.
 */
export function MapExplorerToolbar(props: MapExplorerToolbarProps) {
  const { graphMode, panels } = props;
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsId = useId();
  const toggle = (panel: PanelToggle, text: string) => (
    <Button text={text} active={panels.open[panel]} aria-pressed={panels.open[panel]} onClick={() => panels.toggle(panel)} />
  );
  return (
    <div className="map-explorer-toolbar" role="toolbar" aria-label="Map explorer">
      <Button
        intent="primary"
        icon={graphMode ? 'map' : 'timeline-line-chart'}
        text={graphMode ? 'Return to Map Explorer' : 'Explore Water Quality'}
        onClick={() => props.onGraphModeChange(!graphMode)}
      />
      <LocationSearch wells={props.wells} onChoose={props.onWell} />
      <Button
        className="map-explorer-tools-button"
        icon="more"
        text="Map tools"
        aria-expanded={toolsOpen}
        aria-controls={toolsId}
        onClick={() => setToolsOpen((open) => !open)}
      />
      <div id={toolsId} className={toolsOpen ? 'map-explorer-tools map-explorer-tools-open' : 'map-explorer-tools'}>
        <FiltersBar filters={props.filters} state={props.filterState} onChange={props.onFilterState} />
        <ButtonGroup className="map-explorer-toggles-group">
          {toggle('detailedResults', 'Detailed Results')}
          {toggle('legend', 'Legend')}
          {toggle('layers', 'Layers')}
          {toggle('popups', 'Popups')}
        </ButtonGroup>
        <Button
          ref={props.dataSourcesButtonRef}
          icon="database"
          text="Data Sources"
          active={panels.open.dataSources}
          aria-expanded={panels.open.dataSources}
          aria-controls={panels.open.dataSources ? DATA_SOURCES_ID : undefined}
          onClick={() => panels.toggle('dataSources')}
        />
        <MapExports map={props.map} graphMode={graphMode} onExportTimeSeries={props.onExportTimeSeries} onExportStats={props.onExportStats} />
      </div>
    </div>
  );
}
