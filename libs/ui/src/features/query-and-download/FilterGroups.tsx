import { Button, Checkbox, Classes, Intent, SectionCard } from '@blueprintjs/core';
import { ToolSection } from '../../components/ToolSection';
import { FILTER_GROUP_SPECS, type FilterGroup, type FilterGroupSpec, QD_TEXT, type QueryLookups } from './query-and-download.logic';

interface FilterGroupFieldProps {
  spec: FilterGroupSpec;
  lookups: QueryLookups;
  selected: readonly number[];
  error?: string;
  onChange(ids: number[]): void;
}

/** One filter group: its title, '+ All' / '- None', a checkbox per option, and its message when left empty. */
function FilterGroupField({ spec, lookups, selected, error, onChange }: FilterGroupFieldProps) {
  const options = spec.options(lookups);
  const chosen = new Set(selected);
  return (
    <fieldset className="portal-qd-filter-group">
      <legend className={Classes.HEADING}>{spec.title}</legend>
      <div className="portal-qd-filter-actions">
        <Button size="small" variant="minimal" text={QD_TEXT.all} aria-label={`${QD_TEXT.all} ${spec.title}`} onClick={() => onChange(options.map((o) => o.id))} />
        <Button size="small" variant="minimal" text={QD_TEXT.none} aria-label={`${QD_TEXT.none} ${spec.title}`} onClick={() => onChange([])} />
      </div>
      <div className="portal-qd-filter-options">
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.label}
            checked={chosen.has(option.id)}
            onChange={() => onChange(chosen.has(option.id) ? selected.filter((id) => id !== option.id) : [...selected, option.id])}
          />
        ))}
      </div>
      {error && <div className={`${Classes.FORM_HELPER_TEXT} ${Classes.intentClass(Intent.DANGER)} portal-qd-error`} role="alert">{error}</div>}
    </fieldset>
  );
}

export interface FilterGroupsProps {
  lookups: QueryLookups;
  values: Readonly<Record<FilterGroup, readonly number[]>>;
  errors: Partial<Record<FilterGroup, string>>;
  onChange(field: FilterGroup, ids: number[]): void;
}

/** Filter Groups: Basins, Data Sources, Organizations, Location Types and Parameter Groups, side by side. */
export function FilterGroups({ lookups, values, errors, onChange }: FilterGroupsProps) {
  return (
    <ToolSection title={QD_TEXT.filterGroups} compact className="portal-qd-section">
      <SectionCard className="portal-qd-filter-groups">
        {FILTER_GROUP_SPECS.map((spec) => (
          <FilterGroupField
            key={spec.field}
            spec={spec}
            lookups={lookups}
            selected={values[spec.field]}
            error={errors[spec.field]}
            onChange={(ids) => onChange(spec.field, ids)}
          />
        ))}
      </SectionCard>
    </ToolSection>
  );
}
