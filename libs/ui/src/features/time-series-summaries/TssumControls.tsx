import { Button, ButtonGroup, Callout, SegmentedControl } from '@blueprintjs/core';
import { TSSUM_GROUP_TYPES, type ExplorerRegionalGroup, type TssumGroupType } from '@portal/contracts';
import { useState } from 'react';
import { ArrangementToggle, RegionSelect } from '../../components/explorer';
import { PeriodField } from './PeriodField';
import {
  type ChartArrangement, GROUP_TYPE_LABELS, type QuickRange, quickRanges, rangeProblem, type TssumState,
  YEAR_KIND_LABELS, type YearKind,
} from './time-series-summaries.logic';

export interface TssumControlsProps {
  state: TssumState;
  regions: readonly ExplorerRegionalGroup[];
  today: string;
  /** The days the date pickers offer. */
  bounds: { min: string; max: string };
  arrangement: ChartArrangement;
  onRegionChange(regionalGroup: number): void;
  onStartDate(day: string | null): void;
  onEndDate(day: string | null): void;
  onGroupType(groupType: TssumGroupType): void;
  onQuickRange(range: QuickRange): void;
  onArrangementChange(arrangement: ChartArrangement): void;
}

const YEAR_KINDS: readonly YearKind[] = ['calendar', 'water'];

/**
 * The summaries' controls: the region, the start and end pickers (by day, month or year as grouped; snapped to the
 * grouping's periods on pick), the grouping, the quick ranges of the current grouping (calendar or water years on
 * the Year tab), the range's problem when it has one, and Split View / Full Width.
 */
export function TssumControls(props: TssumControlsProps) {
  const { state, regions, today, bounds, arrangement } = props;
  const [yearKind, setYearKind] = useState<YearKind>('calendar');
  const tab = quickRanges(today, yearKind).find((entry) => entry.groupType === state.groupType);
  const problem = rangeProblem(state.startDate, state.endDate, state.groupType);
  return (
    <div className="portal-explorer-controls portal-tssum-controls" role="group" aria-label="Summary options">
      <RegionSelect id="tssum-region" regionalGroup={state.regionalGroup} regions={regions} onChange={props.onRegionChange} />
      <PeriodField id="tssum-start" label="Start Date" groupType={state.groupType} edge="start" value={state.startDate} bounds={bounds} onChange={props.onStartDate} />
      <PeriodField id="tssum-end" label="End Date" groupType={state.groupType} edge="end" value={state.endDate} bounds={bounds} onChange={props.onEndDate} />
      <SegmentedControl
        aria-label="Group by"
        options={TSSUM_GROUP_TYPES.map((value) => ({ value, label: GROUP_TYPE_LABELS[value] }))}
        value={state.groupType}
        onValueChange={(value) => props.onGroupType(value as TssumGroupType)}
      />
      {state.groupType === 'Year' && (
        <SegmentedControl
          aria-label="Year type"
          options={YEAR_KINDS.map((value) => ({ value, label: YEAR_KIND_LABELS[value] }))}
          value={yearKind}
          onValueChange={(value) => setYearKind(value as YearKind)}
        />
      )}
      <ButtonGroup className="portal-tssum-quick" aria-label="Quick ranges">
        {tab?.ranges.map((range) => <Button key={range.label} text={range.label} onClick={() => props.onQuickRange(range)} />)}
      </ButtonGroup>
      <ArrangementToggle value={arrangement} onChange={props.onArrangementChange} />
      {problem && (
        <Callout intent="warning" role="alert" className="portal-explorer-note">
          {problem}
        </Callout>
      )}
    </div>
  );
}
