import { Classes, FormGroup, HTMLSelect, Icon, SegmentedControl } from '@blueprintjs/core';
import { EXPLORER_YEAR_TYPES, type ExplorerRegionalGroup, type ExplorerYearType } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { stationsPath } from '../../paths';
import { ARRANGEMENT_LABELS, type ChartArrangement, REVIEW_LOCATIONS_TEXT, YEAR_TYPE_LABELS } from './explorer.logic';

export interface ExplorerControlsProps {
  /** Prefixes the controls' element ids, so two explorers' ids never meet. */
  idPrefix: string;
  regionalGroup: number;
  yearType: ExplorerYearType;
  regions: readonly ExplorerRegionalGroup[];
  arrangement: ChartArrangement;
  /** The explorer's own year choice (one year, or several), placed after the region's link. */
  yearControl: ReactNode;
  onRegionChange(regionalGroup: number): void;
  onYearTypeChange(yearType: ExplorerYearType): void;
  onArrangementChange(arrangement: ChartArrangement): void;
}

const ARRANGEMENTS: readonly ChartArrangement[] = ['split', 'full'];

export interface RegionSelectProps {
  id: string;
  regionalGroup: number;
  regions: readonly ExplorerRegionalGroup[];
  onChange(regionalGroup: number): void;
}

/** The labelled select of an explorer's region. */
export function RegionSelect({ id, regionalGroup, regions, onChange }: RegionSelectProps) {
  return (
    <FormGroup label="Region" labelFor={id} inline>
      <HTMLSelect
        id={id}
        value={regionalGroup}
        options={regions.map((region) => ({ value: region.reg_group_ndx, label: region.reg_group_name }))}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </FormGroup>
  );
}

/** 'Split View' / 'Full Width': the charts side by side or one per row. */
export function ArrangementToggle({ value, onChange }: { value: ChartArrangement; onChange(arrangement: ChartArrangement): void }) {
  return (
    <SegmentedControl
      aria-label="Chart layout"
      options={ARRANGEMENTS.map((arrangement) => ({ value: arrangement, label: ARRANGEMENT_LABELS[arrangement] }))}
      value={value}
      onValueChange={(arrangement) => onChange(arrangement as ChartArrangement)}
    />
  );
}

/**
 * An explorer's controls in one wrapping row: the region with a link to its monitoring locations, the explorer's
 * year choice, calendar or water year, and whether the charts sit side by side or one per row.
 */
export function ExplorerControls(props: ExplorerControlsProps) {
  const { idPrefix, regionalGroup, yearType, regions, arrangement } = props;
  return (
    <div className="portal-explorer-controls" role="group" aria-label="Explorer options">
      <RegionSelect id={`${idPrefix}-region`} regionalGroup={regionalGroup} regions={regions} onChange={props.onRegionChange} />
      <Link to={stationsPath(regionalGroup)} className={Classes.BUTTON}>
        <Icon icon="map-marker" />
        <span className={Classes.BUTTON_TEXT}>{REVIEW_LOCATIONS_TEXT}</span>
      </Link>
      {props.yearControl}
      <SegmentedControl
        aria-label="Year type"
        options={EXPLORER_YEAR_TYPES.map((value) => ({ value, label: YEAR_TYPE_LABELS[value] }))}
        value={yearType}
        onValueChange={(value) => props.onYearTypeChange(value as ExplorerYearType)}
      />
      <ArrangementToggle value={arrangement} onChange={props.onArrangementChange} />
    </div>
  );
}
