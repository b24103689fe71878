import { Button, Menu, MenuItem, PopoverNext, Section, SectionCard } from '@blueprintjs/core';
import type { GraphModeParameter, GraphModeParameterGroup, StatsPeriod, Threat } from '@portal/contracts';
import { groupsForPeriod, toggleEntry, toggleParameter } from './colouring.logic';
import { PARAMETERS_PANEL_TEXT as TEXT } from './graph-mode.constants';
import './graph-mode.css';

export interface ParametersPanelProps {
  /** The selected period: Parameter Groups offers only groups with statistics for it. */
  periodOfRecord: StatsPeriod;
  parameterGroups: readonly GraphModeParameterGroup[];
  /** Selected group indexes; none selected means every group. */
  selectedParameterGroups: readonly number[];
  onParameterGroupsChange(ndx: number[]): void;
  /** The focus areas. */
  threats: readonly Threat[];
  selectedThreats: readonly number[];
  onThreatsChange(ndx: number[]): void;
  /** The parameters available for the period, groups and focus areas: the chips. */
  parameters: readonly GraphModeParameter[];
  /** Selected parameter names. */
  selectedParameters: readonly string[];
  onParametersChange(names: string[]): void;
  /** Whether the accordion starts open (default true). */
  defaultOpen?: boolean;
}

interface DropdownOption {
  value: number;
  label: string;
}

interface FilterDropdownProps {
  label: string;
  options: readonly DropdownOption[];
  selected: readonly number[];
  onChange(ndx: number[]): void;
}

/**
 * A multi-select dropdown of 'Filter Groups'. Its first entry is the 'all/none' entry: clicking the entry does
 * nothing; its All and None buttons select every offered option or clear the choice (none = every group).
 */
function FilterDropdown({ label, options, selected, onChange }: FilterDropdownProps) {
  const allowed = options.map((option) => option.value);
  const count = selected.length ? `${selected.length}/${options.length}` : 'All';
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <Menu aria-label={label}>
          {/* Not a menu item: a click on the entry itself does nothing, only its buttons act. */}
          <li role="none" className="portal-filter-all-none">
            <span>All / None</span>
            <Button size="small" variant="minimal" text="All" onClick={() => onChange(allowed)} />
            <Button size="small" variant="minimal" text="None" onClick={() => onChange([])} />
          </li>
          {options.map((option) => (
            <MenuItem
              key={option.value}
              text={option.label}
              roleStructure="listoption"
              selected={selected.includes(option.value)}
              shouldDismissPopover={false}
              onClick={() => onChange(toggleEntry(selected, option.value, allowed))}
            />
          ))}
        </Menu>
      }
    >
      <Button endIcon="caret-down" text={`${label} (${count})`} aria-label={label} />
    </PopoverNext>
  );
}

/**
 * The graph-mode parameter panel: the 'Parameters' accordion with 'Filter Groups' (Parameter
 * Groups and Focus Areas dropdowns) and the chips of the available parameters, with '+ Select All',
 * '- Select None', or '----- None Available -----' when the filters leave none.
 */
export function ParametersPanel(props: ParametersPanelProps) {
  const { periodOfRecord, parameterGroups, selectedParameterGroups, threats, selectedThreats, parameters, selectedParameters } =
    props;
  const groupOptions = groupsForPeriod(parameterGroups, periodOfRecord).map((group) => ({
    value: group.parameter_group_ndx,
    label: group.parameter_group_name,
  }));
  const threatOptions = threats.map((threat) => ({ value: threat.threat_ndx, label: threat.threat_desc }));

  return (
    <Section
      className="portal-parameters-panel"
      title={TEXT.title}
      collapsible
      collapseProps={{ defaultIsOpen: props.defaultOpen ?? true }}
      compact
    >
      <SectionCard>
        <h4 className="portal-parameters-heading">{TEXT.filterGroups}</h4>
        <div className="portal-parameters-filters">
          <FilterDropdown
            label={TEXT.parameterGroups}
            options={groupOptions}
            selected={selectedParameterGroups}
            onChange={props.onParameterGroupsChange}
          />
          <FilterDropdown label={TEXT.focusAreas} options={threatOptions} selected={selectedThreats} onChange={props.onThreatsChange} />
        </div>
      </SectionCard>
      <SectionCard>
        <div className="portal-parameters-actions">
          <Button
            size="small"
            variant="minimal"
            text={TEXT.selectAll}
            disabled={parameters.length === 0}
            onClick={() => props.onParametersChange(parameters.map((parameter) => parameter.parameter_name))}
          />
          <Button
            size="small"
            variant="minimal"
            text={TEXT.selectNone}
            disabled={parameters.length === 0}
            onClick={() => props.onParametersChange([])}
          />
        </div>
        {parameters.length === 0 ? (
          <p className="portal-parameters-none">{TEXT.noneAvailable}</p>
        ) : (
          <ul className="portal-parameter-chips" aria-label={TEXT.title}>
            {parameters.map((parameter) => {
              const selected = selectedParameters.includes(parameter.parameter_name);
              return (
                <li key={parameter.parameter_ndx}>
                  <Button
                    size="small"
                    className="portal-parameter-chip"
                    intent={selected ? 'primary' : 'none'}
                    variant={selected ? 'solid' : 'outlined'}
                    aria-pressed={selected}
                    icon={selected ? 'tick' : undefined}
                    title={parameter.unit_desc ? `${parameter.parameter_name} (${parameter.unit_desc})` : parameter.parameter_name}
                    text={parameter.parameter_name}
                    onClick={() => props.onParametersChange(toggleParameter(selectedParameters, parameter.parameter_name, parameters))}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>
    </Section>
  );
}
