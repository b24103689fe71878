import { Button, Checkbox, Menu, MenuDivider, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import type { FilterOption, MapFilters } from '@portal/contracts';
import {
  filterCount, formatFilterCount, type LocationFilterState, MULTI_SELECTS, type MultiSelectKey, onTogglesCount, TOGGLES,
  toggleOption,
} from './filters.logic';

interface MultiSelectFilterProps {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A multi-select dropdown of the filters bar: the label with its applied/total count; options tick on and off. */
function MultiSelectFilter({ label, options, selected, onChange }: MultiSelectFilterProps) {
  const count = formatFilterCount(filterCount(selected, options));
  const chosen = new Set(selected);
  const menu = (
    <Menu role="listbox" aria-label={label} aria-multiselectable className="map-explorer-filter-menu">
      <MenuItem icon="tick-circle" text="Select All" shouldDismissPopover={false} onClick={() => onChange(options.map((o) => o.value))} />
      <MenuItem icon="circle" text="Select None" shouldDismissPopover={false} onClick={() => onChange([])} />
      <MenuDivider />
      {options.map((option) => (
        <MenuItem
          key={option.value}
          roleStructure="listoption"
          selected={chosen.has(option.value)}
          text={option.display}
          labelElement={option.color ? <span className="map-explorer-swatch" style={{ background: option.color }} /> : undefined}
          shouldDismissPopover={false}
          onClick={() => onChange(toggleOption(selected, options, option.value))}
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-start">
      <Button endIcon="caret-down" aria-label={`${label} ${count}`}>
        {label} <Tag minimal round>{count}</Tag>
      </Button>
    </PopoverNext>
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
  if (!filters || !state) return null;
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
      <PopoverNext content={toggles} placement="bottom-start">
        <Button endIcon="caret-down" aria-label={onCount > 0 ? `Toggles ${onCount}` : 'Toggles'}>
          Toggles {onCount > 0 && <Tag minimal round intent="primary">{onCount}</Tag>}
        </Button>
      </PopoverNext>
    </div>
  );
}
