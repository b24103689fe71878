import { Classes, FormGroup, HTMLSelect, Icon, SegmentedControl } from '@blueprintjs/core';
import { EXPLORER_YEAR_TYPES, type ExplorerRegionalGroup, type ExplorerYearType, type ExploreYear } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { stationsPath } from '../../paths';
import {
  ARRANGEMENT_LABELS, type ChartArrangement, type ExplorerState, REVIEW_LOCATIONS_TEXT, YEAR_TYPE_LABELS,
} from './climate-and-flows-explorer.logic';

export interface ExplorerControlsProps {
  state: ExplorerState;
  regions: readonly ExplorerRegionalGroup[];
  years: readonly ExploreYear[];
  arrangement: ChartArrangement;
  onRegionChange(regionalGroup: number): void;
  onYearChange(year: number): void;
  onYearTypeChange(yearType: ExplorerYearType): void;
  onArrangementChange(arrangement: ChartArrangement): void;
}

const ARRANGEMENTS: readonly ChartArrangement[] = ['split', 'full'];

/**
 * The explorer's controls in one wrapping row: the region with a link to its monitoring locations, the year, calendar
 * or water year, and whether the charts sit side by side or one per row.
 */
export function ExplorerControls(props: ExplorerControlsProps) {
  const { state, regions, years, arrangement } = props;
  return (
    <div className="portal-caf-controls" role="group" aria-label="Explorer options">
      <FormGroup label="Region" labelFor="caf-region" inline>
        <HTMLSelect
          id="caf-region"
          value={state.regionalGroup}
          options={regions.map((region) => ({ value: region.reg_group_ndx, label: region.reg_group_name }))}
          onChange={(event) => props.onRegionChange(Number(event.currentTarget.value))}
        />
      </FormGroup>
      <Link to={stationsPath(state.regionalGroup)} className={Classes.BUTTON}>
        <Icon icon="map-marker" />
        <span className={Classes.BUTTON_TEXT}>{REVIEW_LOCATIONS_TEXT}</span>
      </Link>
      <FormGroup label="Year" labelFor="caf-year" inline>
        <HTMLSelect
          id="caf-year"
          value={state.year}
          options={years.map((year) => ({ value: year.explore_year, label: String(year.explore_year) }))}
          onChange={(event) => props.onYearChange(Number(event.currentTarget.value))}
        />
      </FormGroup>
      <SegmentedControl
        aria-label="Year type"
        options={EXPLORER_YEAR_TYPES.map((value) => ({ value, label: YEAR_TYPE_LABELS[value] }))}
        value={state.yearType}
        onValueChange={(value) => props.onYearTypeChange(value as ExplorerYearType)}
      />
      <SegmentedControl
        aria-label="Chart layout"
        options={ARRANGEMENTS.map((value) => ({ value, label: ARRANGEMENT_LABELS[value] }))}
        value={arrangement}
        onValueChange={(value) => props.onArrangementChange(value as ChartArrangement)}
      />
    </div>
  );
}
