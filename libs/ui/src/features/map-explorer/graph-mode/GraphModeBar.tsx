import { FormGroup, HTMLSelect, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import type { GraphModeAnalysis, StatsPeriod } from '@portal/contracts';
import { ANALYSIS_OPTIONS, PERIOD_OPTIONS } from './graph-mode.constants';
import './graph-mode.css';

export interface GraphModeBarProps {
  periodOfRecord: StatsPeriod;
  onPeriodOfRecordChange(period: StatsPeriod): void;
  analysis: GraphModeAnalysis;
  onAnalysisChange(analysis: GraphModeAnalysis): void;
  /** The Min Records field's value (useGraphMode's `recordCountInput`: shown at once, applied debounced). */
  recordCount: number;
  onRecordCountChange(count: number): void;
  disabled?: boolean;
}

/**
 * The graph-mode bar: Period of Record (Recent, Last 10 Years, Full Period), Analysis (Median,
 * 85th Percentile) and Min Records (a whole number; 0 means no minimum).
 */
export function GraphModeBar(props: GraphModeBarProps) {
  const { periodOfRecord, analysis, recordCount, disabled } = props;
  // NumericInput's stepper buttons point aria-controls at the id it makes for its input, and an id of our own would
  // replace that one and leave them pointing at nothing: the label reads the id the input got instead.
  const [recordCountInput, setRecordCountInput] = useState<HTMLInputElement | null>(null);
  return (
    <div className="portal-graph-mode-bar" role="group" aria-label="Graph mode settings">
      <FormGroup label="Period of Record" labelFor="graph-mode-period" inline>
        <HTMLSelect
          id="graph-mode-period"
          value={periodOfRecord}
          disabled={disabled}
          options={PERIOD_OPTIONS.map(({ value, label }) => ({ value, label }))}
          onChange={(event) => props.onPeriodOfRecordChange(event.currentTarget.value as StatsPeriod)}
        />
      </FormGroup>
      <FormGroup label="Analysis" labelFor="graph-mode-analysis" inline>
        <HTMLSelect
          id="graph-mode-analysis"
          value={analysis}
          disabled={disabled}
          options={ANALYSIS_OPTIONS.map(({ value, label }) => ({ value, label }))}
          onChange={(event) => props.onAnalysisChange(event.currentTarget.value as GraphModeAnalysis)}
        />
      </FormGroup>
      <FormGroup label="Min Records" labelFor={recordCountInput?.id} inline>
        <NumericInput
          inputRef={setRecordCountInput}
          value={recordCount}
          min={0}
          minorStepSize={null}
          stepSize={1}
          majorStepSize={10}
          clampValueOnBlur
          allowNumericCharactersOnly
          disabled={disabled}
          className="portal-graph-mode-min-records"
          onValueChange={(value) => props.onRecordCountChange(Number.isFinite(value) && value > 0 ? Math.floor(value) : 0)}
        />
      </FormGroup>
    </div>
  );
}
