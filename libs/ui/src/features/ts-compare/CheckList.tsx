import { Checkbox, FormGroup } from '@blueprintjs/core';
import type { Key } from 'react';
import { toggleChoice } from './ts-compare.logic';

export interface CheckOption<T extends Key> {
  value: T;
  label: string;
  /** A swatch before the label: the colour the map draws the option in. */
  color?: string;
}

export interface CheckListProps<T extends Key> {
  /** The field's label and the group's accessible name. */
  label: string;
  options: readonly CheckOption<T>[];
  selected: readonly T[];
  onChange(selected: T[]): void;
  /** Shown instead of the boxes when there is nothing to choose (why, and what to do first). */
  emptyText: string;
  /** The most options one may tick; the others are disabled once reached. */
  limit?: number;
}

/** A multiple choice as a scrolling list of checkboxes, saying how many are ticked. */
export function CheckList<T extends Key>({ label, options, selected, onChange, emptyText, limit }: CheckListProps<T>) {
  const full = limit !== undefined && selected.length >= limit;
  const values = options.map((option) => option.value);
  return (
    <FormGroup label={label} helperText={options.length > 0 ? `${selected.length} selected` : undefined}>
      {options.length === 0 ? (
        <p className="bp6-text-muted portal-tsc-checklist-empty">{emptyText}</p>
      ) : (
        <div role="group" aria-label={label} className="portal-tsc-checklist">
          {options.map((option) => {
            const checked = selected.includes(option.value);
            return (
              <Checkbox
                key={option.value}
                checked={checked}
                disabled={!checked && full}
                labelElement={
                  <span className="portal-tsc-option">
                    {option.color && <span className="portal-tsc-swatch" style={{ background: option.color }} aria-hidden />}
                    {option.label}
                  </span>
                }
                onChange={() => onChange(toggleChoice(selected, option.value, values))}
              />
            );
          })}
        </div>
      )}
    </FormGroup>
  );
}
