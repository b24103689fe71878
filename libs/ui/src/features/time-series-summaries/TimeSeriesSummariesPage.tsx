import {
  useGetTimeSeriesSummariesInputsListExploreYearsQuery, useGetTimeSeriesSummariesInputsRegionalGroupsQuery,
  useGetTimeSeriesSummariesInputsTssumGraphOptionsQuery,
} from '@portal/api-client';
import type { TssumGraphOption } from '@portal/contracts';
import { useMemo } from 'react';
import { todayIsoDay } from '../../common/dates';
import { ExplorerPageFrame, useExplorerPage, withRegionOf } from '../../components/explorer';
import { GraphPicker } from '../../components/graph-picker';
import {
  canRequest, CHART_HEIGHTS, dateBounds, fetchFailedText, PAGE_TITLE, stateFromQuery, stateToQuery,
  TSSUM_OPTION_ACCESS, type TssumState, withEndDate, withGroupType, withQuickRange, withStartDate,
} from './time-series-summaries.logic';
import { SummaryChart } from './SummaryChart';
import { TssumControls } from './TssumControls';
import { useTssumBoxes } from './use-tssum-boxes';
import './time-series-summaries.css';

export interface TimeSeriesSummariesPageProps {
  /** The clock, for tests; today is America/Denver's. */
  now?: Date;
}

interface SlotProps {
  option: TssumGraphOption;
  state: TssumState;
  height: number;
  onGraphDiv(graphDiv: HTMLElement | null): void;
}

/** One graph's boxes, asked only while the range can be (two graphs, both dates, no range problem). */
function SummarySlot({ option, state, height, onGraphDiv }: SlotProps) {
  // Built from the values it carries, so it keeps its identity (and is not asked again) while they stay the same.
  const ready = canRequest(state);
  const { regionalGroup, startDate, endDate, groupType } = state;
  const route = option.tssum_graph_route_name;
  const request = useMemo(
    () => (ready && startDate && endDate ? { tssum_graph_route_name: route, regionalGroup, startDate, endDate, groupType } : null),
    [ready, route, regionalGroup, startDate, endDate, groupType],
  );
  const data = useTssumBoxes(request);
  return (
    <SummaryChart
      option={option}
      groupType={state.groupType}
      data={data === null ? null : data.kind === 'rows' ? { kind: 'boxes', boxes: data.rows } : data}
      height={height}
      onGraphDiv={onGraphDiv}
    />
  );
}

/**
 * Time Series Summaries (public): a region's daily values over a chosen range as box plots per location and week,
 * month or year, for two graphs picked from those the region offers. The URL holds the choices, read once the lists
 * are in and kept up to date without adding history entries.
 */
export default function TimeSeriesSummariesPage({ now }: TimeSeriesSummariesPageProps) {
  const { lists, failure, state, setState, update, arrangement, setArrangement, choices, charts, slotReporters } = useExplorerPage({
    lists: [
      useGetTimeSeriesSummariesInputsRegionalGroupsQuery(),
      useGetTimeSeriesSummariesInputsListExploreYearsQuery(),
      useGetTimeSeriesSummariesInputsTssumGraphOptionsQuery(),
    ],
    initialState: stateFromQuery,
    toQuery: stateToQuery,
    access: TSSUM_OPTION_ACCESS,
    now,
  });
  const change = (next: (current: TssumState) => TssumState) => setState((current) => (current ? next(current) : current));
  const today = todayIsoDay(now);

  return (
    <ExplorerPageFrame title={PAGE_TITLE} failure={failure === null ? null : fetchFailedText(failure)}>
      {lists && state ? (
        <>
          <TssumControls
            state={state}
            regions={lists.regions}
            today={today}
            bounds={dateBounds(lists.years, state.groupType, now ?? new Date())}
            arrangement={arrangement}
            onRegionChange={(regionalGroup) => change((current) => withRegionOf(current, regionalGroup, lists.options, TSSUM_OPTION_ACCESS))}
            onStartDate={(day) => change((current) => withStartDate(current, day))}
            onEndDate={(day) => change((current) => withEndDate(current, day))}
            onGroupType={(groupType) => change((current) => withGroupType(current, groupType))}
            onQuickRange={(range) => change((current) => withQuickRange(current, range))}
            onArrangementChange={setArrangement}
          />
          <GraphPicker options={choices} selected={state.graphs} onChange={(graphs) => update({ graphs })} />
          <div className={`portal-explorer-charts portal-tssum-charts is-${arrangement}`}>
            {charts.map((option, slot) => (
              // Keyed by slot: a new graph in a slot replaces that slot's request, aborting it if still on its way.
              <SummarySlot key={slot} option={option} state={state} height={CHART_HEIGHTS[arrangement]} onGraphDiv={slotReporters[slot]} />
            ))}
          </div>
        </>
      ) : null}
    </ExplorerPageFrame>
  );
}
