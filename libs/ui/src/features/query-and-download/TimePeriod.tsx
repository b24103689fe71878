import { FormGroup, HTMLSelect, Intent, SectionCard } from '@blueprintjs/core';
import { ToolSection } from '../../components/ToolSection';
import type { QueryAndDownloadTimestep, QueryAndDownloadTimestepOption } from '@portal/contracts';
import { DateTimeField } from '../../components/dates';
import { type FormField, QD_TEXT, type QueryFormState } from './query-and-download.logic';

export interface TimePeriodProps {
  timesteps: readonly QueryAndDownloadTimestepOption[];
  form: Pick<QueryFormState, 'startDate' | 'endDate' | 'timestep'>;
  errors: Partial<Record<FormField, string>>;
  onChange(change: Partial<QueryFormState>): void;
}

const NO_TIMESTEP = '';

/** Time Period: Start Date, End Date and the Time Step. */
export function TimePeriod({ timesteps, form, errors, onChange }: TimePeriodProps) {
  return (
    <ToolSection title={QD_TEXT.timePeriod} compact className="portal-qd-section">
      <SectionCard className="portal-qd-time-period">
        <DateTimeField id="qd-start-date" label={QD_TEXT.startDate} value={form.startDate} error={errors.startDate} onChange={(startDate) => onChange({ startDate })} />
        <DateTimeField id="qd-end-date" label={QD_TEXT.endDate} value={form.endDate} error={errors.endDate} onChange={(endDate) => onChange({ endDate })} />
        <FormGroup label={QD_TEXT.timestep} labelFor="qd-timestep" intent={errors.timestep ? Intent.DANGER : Intent.NONE} helperText={errors.timestep}>
          <HTMLSelect
            id="qd-timestep"
            value={form.timestep ?? NO_TIMESTEP}
            options={[{ value: NO_TIMESTEP, label: 'Select a time step' }, ...timesteps.map((t) => ({ value: t.ts_endpoint, label: t.ts_desc }))]}
            onChange={(event) => onChange({ timestep: (event.currentTarget.value || null) as QueryAndDownloadTimestep | null })}
          />
        </FormGroup>
      </SectionCard>
    </ToolSection>
  );
}
