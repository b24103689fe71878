import { Button, Checkbox, PopoverNext, type PopoverNextProps, Tag } from '@blueprintjs/core';
import type { FilterOption, MapFilters } from '@portal/contracts';
import type { JSX, ReactNode } from 'react';
import {
  filterCount, formatFilterCount, type LocationFilterState, MULTI_SELECTS, type MultiSelectKey, onTogglesCount, TOGGLES,
  toggleOption,
} from '../layers/filters.logic';

/**
 * A filter dropdown: a button that shows and hides a panel of checkboxes. It is a disclosure (aria-expanded), not a
 * menu, so the popover's own aria-haspopup="menu" is left off the button.
 */
function FilterDropdown({ content, label, children }: { content: JSX.Element; label: string; children: ReactNode }) {
  const renderTarget: PopoverNextProps['renderTarget'] = ({ isOpen, 'aria-haspopup': _menu, ...targetProps }) => (
    <Button {...targetProps} endIcon="caret-down" aria-label={label} aria-expanded={isOpen}>
      {children}
    </Button>
  );
  return <PopoverNext content={content} placement="bottom-start" renderTarget={renderTarget} />;
}

interface MultiSelectFilterProps {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * A multi-select dropdown of the filters bar: the label with its applied/total count; a checkbox per option, with
 * 'Select All' and 'Select None' above them.
 */
function MultiSelectFilter({ label, options, selected, onChange }: MultiSelectFilterProps) {
  const count = formatFilterCount(filterCount(selected, options));
  const chosen = new Set(selected);
  const content = (
    <div className="map-explorer-filter-popover">
      <div className="map-explorer-filter-actions">
        <Button variant="minimal" size="small" icon="tick-circle" text="Select All" onClick={() => onChange(options.map((o) => o.value))} />
        <Button variant="minimal" size="small" icon="circle" text="Select None" onClick={() => onChange([])} />
      </div>
      <div role="group" aria-label={label} className="map-explorer-filter-menu">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            checked={chosen.has(option.value)}
            labelElement={
              <span className="map-explorer-filter-option">
                {option.display}
                {option.color && <span className="map-explorer-swatch" style={{ background: option.color }} aria-hidden />}
              </span>
            }
            onChange={() => onChange(toggleOption(selected, options, option.value))}
          />
        ))}
      </div>
    </div>
  );
  return (
    <FilterDropdown content={content} label={`${label} ${count}`}>
      {label} <Tag minimal round>{count}</Tag>
    </FilterDropdown>
  );
}

export interface FiltersBarProps {
  filters: MapFilters | undefined;
  state: LocationFilterState | null;
  onChange: (next: LocationFilterState) => void;
}

/**
 * The filters bar: 'Location Types' and 'Organizations' with their applied/total counts, and
 * 'Toggles' for the kinds of data a location must have.
 */
export function FiltersBar({ filters, state, onChange }: FiltersBarProps) {
  if (!filters || !state) return <FiltersLoading />;
  const toggles = (
    <div className="map-explorer-toggles" role="group" aria-label="Toggles">
      {TOGGLES.map(({ key, label }) => (
        <Checkbox
          key={key}
          label={label}
          checked={state.toggles[key]}
          onChange={() => onChange({ ...state, toggles: { ...state.toggles, [key]: !state.toggles[key] } })}
        />
      ))}
    </div>
  );
  const onCount = onTogglesCount(state.toggles);
  return (
    <div className="map-explorer-filters" role="group" aria-label="Filters">
      {(Object.keys(MULTI_SELECTS) as MultiSelectKey[]).map((key) => (
        <MultiSelectFilter
          key={key}
          label={MULTI_SELECTS[key].label}
          options={filters[key]}
          selected={state[key]}
          onChange={(selected) => onChange({ ...state, [key]: selected })}
        />
      ))}
      <FilterDropdown content={toggles} label={onCount > 0 ? `Toggles ${onCount}` : 'Toggles'}>
        Toggles {onCount > 0 && <Tag minimal round intent="primary">{onCount}</Tag>}
      </FilterDropdown>
    </div>
  );
}

/**
 * The bar while the filters load: the same buttons, disabled, so the toolbar has its final size from the first
 * paint and the map below it does not jump down when the filters arrive.
 */
function FiltersLoading() {
  return (
    <div className="map-explorer-filters" role="group" aria-label="Filters" aria-busy>
      {Object.values(MULTI_SELECTS).map(({ label }) => (
        <Button key={label} disabled endIcon="caret-down">
          {label} <Tag minimal round>–/–</Tag>
        </Button>
      ))}
      <Button disabled endIcon="caret-down">Toggles</Button>
    </div>
  );
}
