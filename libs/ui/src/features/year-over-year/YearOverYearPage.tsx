import { Callout } from '@blueprintjs/core';
import {
  useGetYearOverYearComparisonsToolInputsListExploreYearsQuery, useGetYearOverYearComparisonsToolInputsRegionalGroupsQuery,
  useGetYearOverYearComparisonsToolInputsYoyGraphOptionsQuery,
} from '@portal/api-client';
import { useCallback, useMemo, useState } from 'react';
import { ExplorerControls, ExplorerPageFrame, useExplorerPage } from '../../components/explorer';
import { GraphPicker } from '../../components/graph-picker';
import {
  initialState, LOADING_GRAPHS_TEXT, PAGE_TITLE, stateToQuery, withRegion, YOY_OPTION_ACCESS,
} from './year-over-year.logic';
import { YearsChoice } from './YearsChoice';
import { YoyChart } from './YoyChart';
import '../../components/explorer/explorer.css';
import './year-over-year.css';

export interface YearOverYearPageProps {
  /** The clock, for tests; the screen opens on the current and previous year in America/Denver. */
  now?: Date;
}

/** Which chart slots wait for their answers, and each slot's callback to say so. */
function useLoadingSlots() {
  const [loading, setLoading] = useState<boolean[]>([false, false]);
  const report = useCallback(
    (slot: number) => (value: boolean) =>
      setLoading((current) => (current[slot] === value ? current : current.map((old, index) => (index === slot ? value : old)))),
    [],
  );
  const reporters = useMemo(() => [report(0), report(1)], [report]);
  return { loading, reporters };
}

/**
 * Year-over-Year Comparisons (public): a region's daily series of several calendar or water years drawn over one
 * another, with the historical minimum, average and maximum of every day, as up to two charts picked from the graphs
 * the region offers. The URL holds the choices, so a view can be shared; it is read once the lists are in and kept up
 * to date without adding history entries.
 */
export default function YearOverYearPage({ now }: YearOverYearPageProps) {
  const { lists, failure, state, setState, update, arrangement, setArrangement, choices, charts, slotReporters } = useExplorerPage({
    lists: [
      useGetYearOverYearComparisonsToolInputsRegionalGroupsQuery(),
      useGetYearOverYearComparisonsToolInputsListExploreYearsQuery(),
      useGetYearOverYearComparisonsToolInputsYoyGraphOptionsQuery(),
    ],
    initialState,
    toQuery: stateToQuery,
    access: YOY_OPTION_ACCESS,
    now,
  });
  const { loading, reporters: loadingReporters } = useLoadingSlots();
  const anyLoading = charts.some((_option, slot) => loading[slot]);


  return (
    <ExplorerPageFrame title={PAGE_TITLE} failure={failure}>
      {lists && state ? (
        <>
          <ExplorerControls
            idPrefix="yoy"
            regionalGroup={state.regionalGroup}
            yearType={state.yearType}
            regions={lists.regions}
            arrangement={arrangement}
            onRegionChange={(regionalGroup) => setState((current) => (current ? withRegion(current, regionalGroup, lists.options) : current))}
            onYearTypeChange={(yearType) => update({ yearType })}
            onArrangementChange={setArrangement}
            yearControl={<YearsChoice years={lists.years} selected={state.years} onChange={(years) => update({ years })} />}
          />
          <GraphPicker options={choices} selected={state.graphs} onChange={(graphs) => update({ graphs })} />
          {anyLoading && (
            <Callout intent="primary" icon="time" role="status" className="portal-explorer-note portal-yoy-loading">
              {LOADING_GRAPHS_TEXT}
            </Callout>
          )}
          <div className={`portal-explorer-charts portal-yoy-charts is-${arrangement}`}>
            {charts.map((option, slot) => (
              // Keyed by slot: a new graph in a slot replaces that slot's request, aborting it if still on its way.
              <YoyChart key={slot} option={option} state={state} onGraphDiv={slotReporters[slot]} onLoading={loadingReporters[slot]} />
            ))}
          </div>
        </>
      ) : null}
    </ExplorerPageFrame>
  );
}
