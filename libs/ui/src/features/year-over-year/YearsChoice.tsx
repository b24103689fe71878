import { Checkbox } from '@blueprintjs/core';
import { YOY_MAX_YEARS, type ExploreYear } from '@portal/contracts';
import { toggleYear, YEARS_LABEL } from './year-over-year.logic';

export interface YearsChoiceProps {
  years: readonly ExploreYear[];
  selected: readonly number[];
  onChange(years: number[]): void;
}

/**
 * The compared years as a scrollable group of checkboxes, in the list's order (newest first). Once the most years
 * are ticked the others are disabled, and the only ticked year cannot be unticked.
 */
export function YearsChoice({ years, selected, onChange }: YearsChoiceProps) {
  const full = selected.length >= YOY_MAX_YEARS;
  return (
    <fieldset className="portal-yoy-years">
      <legend className="portal-yoy-years-legend">{YEARS_LABEL}</legend>
      <div className="portal-yoy-years-list">
        {years.map(({ explore_year: year }) => {
          const checked = selected.includes(year);
          return (
            <Checkbox
              key={year}
              label={String(year)}
              checked={checked}
              disabled={checked ? selected.length === 1 : full}
              onChange={() => onChange(toggleYear(selected, year))}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
