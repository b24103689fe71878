import {
  useGetClimateAndFlowsExplorerInputsCafGraphOptionsQuery, useGetClimateAndFlowsExplorerInputsListExploreYearsQuery,
  useGetClimateAndFlowsExplorerInputsRegionalGroupsQuery,
} from '@portal/api-client';
import { ExplorerPageFrame, useExplorerPage } from '../../components/explorer';
import { GraphPicker } from '../../components/graph-picker';
import {
  CAF_OPTION_ACCESS, initialState, PAGE_TITLE, stateToQuery, withRegion,
} from './climate-and-flows-explorer.logic';
import { ClimateAndFlowsChart } from './ClimateAndFlowsChart';
import { ClimateAndFlowsControls } from './ClimateAndFlowsControls';
import '../../components/explorer/explorer.css';

export interface ClimateAndFlowsExplorerPageProps {
  /** The clock, for tests; the explorer opens on the current year in America/Denver. */
  now?: Date;
}

/**
 * Climate and Flows Explorer (public): a region's daily climate and flow series for one calendar or water year,
 * as up to two charts picked from the graphs the region offers. The URL holds the choices, so a view can be shared;
 * it is read once the lists are in and kept up to date without adding history entries.
 */
export default function ClimateAndFlowsExplorerPage({ now }: ClimateAndFlowsExplorerPageProps) {
  const { lists, failure, state, setState, update, arrangement, setArrangement, choices, charts, slotReporters } = useExplorerPage({
    lists: [
      useGetClimateAndFlowsExplorerInputsRegionalGroupsQuery(),
      useGetClimateAndFlowsExplorerInputsListExploreYearsQuery(),
      useGetClimateAndFlowsExplorerInputsCafGraphOptionsQuery(),
    ],
    initialState,
    toQuery: stateToQuery,
    access: CAF_OPTION_ACCESS,
    now,
  });

  return (
    <ExplorerPageFrame title={PAGE_TITLE} failure={failure}>
      {lists && state ? (
        <>
          <ClimateAndFlowsControls
            state={state}
            regions={lists.regions}
            years={lists.years}
            arrangement={arrangement}
            onRegionChange={(regionalGroup) => setState((current) => (current ? withRegion(current, regionalGroup, lists.options) : current))}
            onYearChange={(year) => update({ year })}
            onYearTypeChange={(yearType) => update({ yearType })}
            onArrangementChange={setArrangement}
          />
          <GraphPicker options={choices} selected={state.graphs} onChange={(graphs) => update({ graphs })} />
          <div className={`portal-explorer-charts portal-caf-charts is-${arrangement}`}>
            {charts.map((option, slot) => (
              // Keyed by slot: a new graph in a slot replaces that slot's request, aborting it if still on its way.
              <ClimateAndFlowsChart key={slot} option={option} state={state} onGraphDiv={slotReporters[slot]} />
            ))}
          </div>
        </>
      ) : null}
    </ExplorerPageFrame>
  );
}
