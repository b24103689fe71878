import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { ExplorerRegionalGroup, ExplorerYearType, ExploreYear } from '@portal/contracts';
import { type ChartArrangement, ExplorerControls } from '../../components/explorer';
import type { ClimateAndFlowsState } from './climate-and-flows-explorer.logic';

export interface ClimateAndFlowsControlsProps {
  state: ClimateAndFlowsState;
  regions: readonly ExplorerRegionalGroup[];
  years: readonly ExploreYear[];
  arrangement: ChartArrangement;
  onRegionChange(regionalGroup: number): void;
  onYearChange(year: number): void;
  onYearTypeChange(yearType: ExplorerYearType): void;
  onArrangementChange(arrangement: ChartArrangement): void;
}

/** The explorers' shared controls row, with this explorer's single Year select. */
export function ClimateAndFlowsControls(props: ClimateAndFlowsControlsProps) {
  const { state, regions, years, arrangement } = props;
  return (
    <ExplorerControls
      idPrefix="caf"
      regionalGroup={state.regionalGroup}
      yearType={state.yearType}
      regions={regions}
      arrangement={arrangement}
      onRegionChange={props.onRegionChange}
      onYearTypeChange={props.onYearTypeChange}
      onArrangementChange={props.onArrangementChange}
      yearControl={
        <FormGroup label="Year" labelFor="caf-year" inline>
          <HTMLSelect
            id="caf-year"
            value={state.year}
            options={years.map((year) => ({ value: year.explore_year, label: String(year.explore_year) }))}
            onChange={(event) => props.onYearChange(Number(event.currentTarget.value))}
          />
        </FormGroup>
      }
    />
  );
}
