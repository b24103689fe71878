import { Button, FormGroup, HTMLSelect, Radio, RadioGroup, SectionCard } from '@blueprintjs/core';
import { ToolSection } from '../../components/ToolSection';
import type { TemperatureProfileLocation, TemperatureProfilePeriod } from '@portal/contracts';
import { TEMPERATURE_PROFILE_PERIODS } from '@portal/contracts';
import {
  canSubmit, PERIOD_LABELS, type ProfileOptions, type ProfileStatistic, QUICK_SETS, quickSetDisabled, STATISTIC_LABELS, statisticsFor,
  withPeriod,
} from './temperature-profiles.options';

export interface TemperatureProfilesOptionsProps {
  locations: readonly TemperatureProfileLocation[];
  options: ProfileOptions;
  /** Today in America/Denver: the quick sets and the Period rules count from it. */
  today: string;
  onChange(options: ProfileOptions): void;
  onSubmit(): void;
}

/** A date field; clearing it leaves it empty (Submit then waits for a date). */
function DateField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(value: string): void }) {
  return (
    <FormGroup label={label} labelFor={id}>
      <input id={id} className="bp6-input" type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </FormGroup>
  );
}

/** The expandable Options panel: Location, Period, Statistic, the dates, quick sets and Submit. */
export function TemperatureProfilesOptions({ locations, options, today, onChange, onSubmit }: TemperatureProfilesOptionsProps) {
  return (
    <ToolSection title="Options" collapsible compact className="portal-tp-options">
      <SectionCard>
        <div className="portal-tp-options-grid">
          <FormGroup label="Location" labelFor="tp-location">
            <HTMLSelect
              id="tp-location"
              value={options.locationId ?? ''}
              options={locations.map((l) => ({ value: l.location_ndx, label: l.location_display_label }))}
              onChange={(event) => onChange({ ...options, locationId: Number(event.currentTarget.value) })}
            />
          </FormGroup>
          <RadioGroup
            label="Period"
            name="tp-period"
            inline
            selectedValue={options.period}
            onChange={(event) => onChange(withPeriod(options, event.currentTarget.value as TemperatureProfilePeriod, today))}
          >
            {TEMPERATURE_PROFILE_PERIODS.map((p) => <Radio key={p} value={p} label={PERIOD_LABELS[p]} />)}
          </RadioGroup>
          <RadioGroup
            label="Statistic"
            name="tp-statistic"
            inline
            selectedValue={options.statistic}
            onChange={(event) => onChange({ ...options, statistic: event.currentTarget.value as ProfileStatistic })}
          >
            {statisticsFor(options.period).map((s) => <Radio key={s} value={s} label={STATISTIC_LABELS[s]} />)}
          </RadioGroup>
          <DateField id="tp-start" label="Start Date" value={options.startDate} onChange={(startDate) => onChange({ ...options, startDate })} />
          <DateField id="tp-end" label="End Date" value={options.endDate} onChange={(endDate) => onChange({ ...options, endDate })} />
        </div>
        <div className="portal-tp-options-actions">
          {QUICK_SETS.map((set) => (
            <Button
              key={set.label}
              text={set.label}
              variant="outlined"
              disabled={quickSetDisabled(set, options.period)}
              onClick={() => onChange({ ...options, ...set.range(today) })}
            />
          ))}
          <Button text="Submit" intent="primary" disabled={!canSubmit(options)} onClick={onSubmit} />
        </div>
      </SectionCard>
    </ToolSection>
  );
}
