import { Button, Checkbox, FormGroup, HTMLSelect, SectionCard } from '@blueprintjs/core';
import { ToolSection } from '../../components/ToolSection';
import { WATER_YEAR_MAX_SERIES, type WaterYearLocation, type WaterYearParameter, type WaterYearSeries } from '@portal/contracts';
import { canSubmit, locationsForParameter, toggleSeries, type WaterYearSelection, withParameter } from './water-year.logic';

export interface WaterYearFiltersProps {
  parameters: readonly WaterYearParameter[];
  locations: readonly WaterYearLocation[];
  series: readonly WaterYearSeries[];
  selection: WaterYearSelection;
  /** A comparison is loading: Submit waits. */
  loading: boolean;
  onChange(selection: WaterYearSelection): void;
  onSubmit(): void;
}

const NONE = '';
const chosenNumber = (value: string) => (value === NONE ? null : Number(value));

/** Filter Controls: the series lines to draw, the parameter, the locations having it, and Submit. */
export function WaterYearFilters({ parameters, locations, series, selection, loading, onChange, onSubmit }: WaterYearFiltersProps) {
  const offered = locationsForParameter(locations, selection.parameter);
  const full = selection.series.length >= WATER_YEAR_MAX_SERIES;
  return (
    <ToolSection title="Filter Controls" compact className="portal-tool-filters">
      <SectionCard>
        <FormGroup label="Series Lines" helperText={`Choose up to ${WATER_YEAR_MAX_SERIES}.`}>
          <div role="group" aria-label="Series Lines" className="portal-wy-series">
            {series.map(({ series_desc: name }) => {
              const checked = selection.series.includes(name);
              return (
                <Checkbox
                  key={name}
                  label={name}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onChange({ ...selection, series: toggleSeries(selection.series, name, series) })}
                />
              );
            })}
          </div>
        </FormGroup>
        <FormGroup label="Parameters" labelFor="wy-parameter">
          <HTMLSelect
            id="wy-parameter"
            fill
            value={selection.parameter ?? NONE}
            options={[{ value: NONE, label: 'Select a parameter' }, ...parameters.map((p) => ({ value: p.parameter_ndx, label: p.parameter_name }))]}
            onChange={(event) => onChange(withParameter(selection, chosenNumber(event.currentTarget.value), locations))}
          />
        </FormGroup>
        <FormGroup label="Locations" labelFor="wy-location">
          <HTMLSelect
            id="wy-location"
            fill
            value={selection.location ?? NONE}
            options={[{ value: NONE, label: 'Select a location' }, ...offered.map((l) => ({ value: l.location_ndx, label: l.location_name }))]}
            onChange={(event) => onChange({ ...selection, location: chosenNumber(event.currentTarget.value) })}
          />
        </FormGroup>
        <Button text="Submit" intent="danger" fill loading={loading} disabled={!canSubmit(selection, loading)} onClick={onSubmit} />
      </SectionCard>
    </ToolSection>
  );
}
