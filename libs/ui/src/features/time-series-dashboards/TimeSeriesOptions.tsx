import { FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import type { TimeSeriesAxisOption, TimeSeriesTimestepOption } from '@portal/contracts';
import { DATE_FORMATS } from '../../common/dates';
import { axisLabel, type Selection } from './time-series-dashboards.logic';

export interface TimeSeriesOptionsProps {
  timesteps: readonly TimeSeriesTimestepOption[];
  leftAxes: readonly TimeSeriesAxisOption[];
  rightAxes: readonly TimeSeriesAxisOption[];
  selection: Selection;
  onChange(selection: Selection): void;
}

interface AxisRadioGroupProps {
  label: string;
  name: string;
  options: readonly TimeSeriesAxisOption[];
  value: string;
  onChange(axis: string): void;
}

/** One side's axis choices ('Flow (cfs)'), by their `axis`. */
function AxisRadioGroup({ label, name, options, value, onChange }: AxisRadioGroupProps) {
  return (
    <RadioGroup label={label} name={name} selectedValue={value} onChange={(event) => onChange(event.currentTarget.value)}>
      {options.map((a) => <Radio key={a.axis} value={a.axis} label={axisLabel(a)} />)}
    </RadioGroup>
  );
}

/** The Timestep, Left Axis and Right Axis radio groups and the Period Ending date. */
export function TimeSeriesOptions({ timesteps, leftAxes, rightAxes, selection, onChange }: TimeSeriesOptionsProps) {
  return (
    <div className="portal-ts-options">
      <RadioGroup
        label="Timestep"
        name="timestep"
        selectedValue={selection.dataTableName}
        onChange={(event) => {
          const chosen = timesteps.find((t) => t.data_table_name === event.currentTarget.value);
          if (chosen) onChange({ ...selection, dataTableName: chosen.data_table_name, days: chosen.date_range_days });
        }}
      >
        {timesteps.map((t) => <Radio key={t.data_table_name} value={t.data_table_name} label={t.option_name} />)}
      </RadioGroup>
      <AxisRadioGroup label="Left Axis" name="left-axis" options={leftAxes} value={selection.leftAxis} onChange={(leftAxis) => onChange({ ...selection, leftAxis })} />
      <AxisRadioGroup label="Right Axis" name="right-axis" options={rightAxes} value={selection.rightAxis} onChange={(rightAxis) => onChange({ ...selection, rightAxis })} />
      <FormGroup label="Period Ending" labelFor="ts-period-ending">
        <input
          id="ts-period-ending"
          className="bp6-input"
          type="date"
          required
          placeholder={DATE_FORMATS.us}
          value={selection.periodEnding}
          // A cleared field keeps the last day: the chart always has a period.
          onChange={(event) => event.currentTarget.value && onChange({ ...selection, periodEnding: event.currentTarget.value })}
        />
      </FormGroup>
    </div>
  );
}
