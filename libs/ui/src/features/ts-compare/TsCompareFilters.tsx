import { Button, FormGroup, HTMLSelect, SectionCard } from '@blueprintjs/core';
import { ToolSection } from '../../components/ToolSection';
import { TS_COMPARE_MAX_LOCATIONS, type TsCompareLocation, type TsCompareParameter, type TsCompareSubArea } from '@portal/contracts';
import type { ReactNode } from 'react';
import { DateRangePicker } from '../../components/dates';
import { CheckList } from './CheckList';
import {
  type AxisSide, canSubmit, locationsForAxis, parametersForSubAreas, subAreaColor, type TsCompareSelection, withAxisLocations, withAxisParameter,
  withSubAreas,
} from './ts-compare.logic';

export interface TsCompareFiltersProps {
  subAreas: readonly TsCompareSubArea[];
  parameters: readonly TsCompareParameter[];
  locations: readonly TsCompareLocation[];
  selection: TsCompareSelection;
  /** A comparison is loading: Submit waits. */
  loading: boolean;
  onChange(selection: TsCompareSelection): void;
  onSubmit(): void;
  /** Buttons after Submit (Save Graph). */
  actions?: ReactNode;
}

const AXIS_NAME: Record<AxisSide, string> = { left: 'Left Axis', right: 'Right Axis' };
const NONE = '';

interface AxisFieldsProps extends Pick<TsCompareFiltersProps, 'parameters' | 'locations' | 'selection' | 'onChange'> {
  side: AxisSide;
}

/** One axis's parameter and its locations, both narrowed by the chosen sub-areas. */
function AxisFields({ side, parameters, locations, selection, onChange }: AxisFieldsProps) {
  const axis = selection[side];
  const name = AXIS_NAME[side];
  const id = `tsc-${side}-parameter`;
  const offered = locationsForAxis(locations, selection.subAreas, axis.parameter);
  return (
    <>
      <FormGroup label={`${name} Parameter`} labelFor={id}>
        <HTMLSelect
          id={id}
          fill
          value={axis.parameter ?? NONE}
          options={[
            { value: NONE, label: 'Select a parameter' },
            ...parametersForSubAreas(parameters, selection.subAreas).map((p) => ({ value: p.parameter_ndx, label: p.parameter })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange(withAxisParameter(selection, side, value === NONE ? null : Number(value)));
          }}
        />
      </FormGroup>
      <CheckList
        label={`${name} Locations`}
        options={offered.map((l) => ({ value: l.location_ndx, label: l.location, color: subAreaColor(l.huc10_code_array[0]) }))}
        selected={axis.locations}
        onChange={(chosen) => onChange(withAxisLocations(selection, side, chosen))}
        emptyText={axis.parameter === null ? 'Select a parameter first.' : 'No location has this parameter in the chosen sub-areas.'}
        limit={TS_COMPARE_MAX_LOCATIONS}
      />
    </>
  );
}

/**
 * The filter panel: sub-areas, the date range, each axis's parameter and locations, Submit. A new sub-area choice
 * clears both axes and a new parameter its axis's locations (ts-compare.logic says why).
 */
export function TsCompareFilters({ subAreas, parameters, locations, selection, loading, onChange, onSubmit, actions }: TsCompareFiltersProps) {
  return (
    <ToolSection title="Filter Controls" compact className="portal-tool-filters">
      <SectionCard>
        <CheckList
          label="Sub-Areas"
          options={subAreas.map((s) => ({ value: s.huc10_code, label: s.huc10, color: subAreaColor(s.huc10_code) }))}
          selected={selection.subAreas}
          onChange={(chosen) => onChange(withSubAreas(selection, chosen))}
          emptyText="No sub-area has daily data."
        />
        <div className="portal-tsc-dates">
          <DateRangePicker
            idPrefix="tsc"
            value={{ start: selection.startDate, end: selection.endDate }}
            onChange={({ start, end }) => onChange({ ...selection, startDate: start, endDate: end })}
          />
        </div>
        <AxisFields side="left" parameters={parameters} locations={locations} selection={selection} onChange={onChange} />
        <AxisFields side="right" parameters={parameters} locations={locations} selection={selection} onChange={onChange} />
        <div className="portal-tsc-actions">
          <Button text="Submit" intent="primary" fill loading={loading} disabled={!canSubmit(selection, loading)} onClick={onSubmit} />
          {actions}
        </div>
      </SectionCard>
    </ToolSection>
  );
}
