import { Callout, H1 } from '@blueprintjs/core';
import {
  useGetClimateAndFlowsExplorerInputsCafGraphOptionsQuery, useGetClimateAndFlowsExplorerInputsListExploreYearsQuery,
  useGetClimateAndFlowsExplorerInputsRegionalGroupsQuery,
} from '@portal/api-client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/constants';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText } from '../../common/messages';
import { ChartMessage, linkHover, linkZoom } from '../../components/charts';
import { GraphPicker } from '../../components/graph-picker';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { DASHBOARD_PATH } from '../../paths';
import {
  type ChartArrangement, type ExplorerLists, type ExplorerState, initialState, offeredOptions, PAGE_TITLE, pickerOptions,
  queryMatches, stateToQuery, withRegion,
} from './climate-and-flows-explorer.logic';
import { ExplorerChart } from './ExplorerChart';
import { ExplorerControls } from './ExplorerControls';
import './climate-and-flows-explorer.css';

export interface ClimateAndFlowsExplorerPageProps {
  /** The clock, for tests; the explorer opens on the current year in America/Denver. */
  now?: Date;
}

/** The three option lists, once all are in. */
function useExplorerLists() {
  const regions = useGetClimateAndFlowsExplorerInputsRegionalGroupsQuery();
  const years = useGetClimateAndFlowsExplorerInputsListExploreYearsQuery();
  const options = useGetClimateAndFlowsExplorerInputsCafGraphOptionsQuery();
  const lists = useMemo<ExplorerLists | null>(
    () => (regions.data && years.data && options.data ? { regions: regions.data, years: years.data, options: options.data } : null),
    [regions.data, years.data, options.data],
  );
  const error = regions.error ?? years.error ?? options.error;
  return { lists, failure: error ? errorMessage(error) : null };
}

/** Hovering or zooming one chart does the same on the other while both are drawn. */
function useLinkedCharts(first: HTMLElement | null, second: HTMLElement | null) {
  useEffect(() => {
    if (!first || !second) return undefined;
    let stopped = false;
    let stops: (() => void)[] = [];
    void Promise.all([linkHover(first, second), linkZoom(first, second)]).then((linked) => {
      if (stopped) linked.forEach((stop) => stop());
      else stops = linked;
    });
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
  }, [first, second]);
}

/**
 * Climate and Flows Explorer (public): a region's daily climate and flow series for one calendar or water year,
 * as up to two charts picked from the graphs the region offers. The URL holds the choices, so a view can be shared;
 * it is read once the lists are in and kept up to date without adding history entries.
 */
export function ClimateAndFlowsExplorerPage({ now }: ClimateAndFlowsExplorerPageProps) {
  const { datacategoryPath } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { lists, failure } = useExplorerLists();
  const [state, setState] = useState<ExplorerState | null>(null);
  const [arrangement, setArrangement] = useState<ChartArrangement>('split');
  const [graphDivs, setGraphDivs] = useState<(HTMLElement | null)[]>([null, null]);

  // The URL is read once, the first time all the lists are in; from then on the state leads and the URL follows.
  if (state === null && lists) setState(initialState(lists, searchParams, { now: now ?? new Date(), datacategoryPath }));

  useEffect(() => {
    if (!state || queryMatches(searchParams, state)) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(stateToQuery(state))) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }, [state, searchParams, setSearchParams]);

  const offered = useMemo(() => (lists && state ? offeredOptions(lists.options, state.regionalGroup) : []), [lists, state]);
  const choices = useMemo(() => pickerOptions(offered), [offered]);
  const charts = useMemo(
    () => (state ? state.graphs.map((id) => offered.find((option) => option.caf_group_ndx === id)).filter((option) => option !== undefined) : []),
    [state, offered],
  );

  const reportGraphDiv = useCallback(
    (slot: number) => (graphDiv: HTMLElement | null) =>
      setGraphDivs((current) => (current[slot] === graphDiv ? current : current.map((div, index) => (index === slot ? graphDiv : div)))),
    [],
  );
  const slotReporters = useMemo(() => [reportGraphDiv(0), reportGraphDiv(1)], [reportGraphDiv]);
  useLinkedCharts(charts.length > 1 ? graphDivs[0] : null, charts.length > 1 ? graphDivs[1] : null);

  const update = (change: Partial<ExplorerState>) => setState((current) => (current ? { ...current, ...change } : current));

  return (
    <>
      <title>{`${PAGE_TITLE} | ${PRODUCT_NAME}`}</title>
      <PageBreadcrumbs items={[{ text: 'Dashboard', to: DASHBOARD_PATH }, { text: PAGE_TITLE }]} />
      <H1 className="portal-page-title">{PAGE_TITLE}</H1>
      {failure !== null && (
        <Callout intent="danger" role="alert" className="portal-caf-note">
          {errorOccurredText(failure)}
        </Callout>
      )}
      {lists && state ? (
        <>
          <ExplorerControls
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
          <div className={`portal-caf-charts is-${arrangement}`}>
            {charts.map((option, slot) => (
              // Keyed by slot: a new graph in a slot replaces that slot's request, aborting it if still on its way.
              <ExplorerChart key={slot} option={option} state={state} onGraphDiv={slotReporters[slot]} />
            ))}
          </div>
        </>
      ) : (
        failure === null && <ChartMessage state={{ kind: 'loading' }} />
      )}
    </>
  );
}

export default ClimateAndFlowsExplorerPage;
