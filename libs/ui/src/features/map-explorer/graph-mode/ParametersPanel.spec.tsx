import { fireEvent, render, screen, within } from '@testing-library/react';
import { preloadIcons } from '../../../testing/icons';
import { PARAMETER_GROUPS, PARAMETERS, THREATS } from './graph-mode.testing';
import { ParametersPanel, type ParametersPanelProps } from './ParametersPanel';

function renderPanel(overrides: Partial<ParametersPanelProps> = {}) {
  const props: ParametersPanelProps = {
    periodOfRecord: 'medium',
    parameterGroups: PARAMETER_GROUPS,
    selectedParameterGroups: [3],
    onParameterGroupsChange: jest.fn(),
    threats: THREATS,
    selectedThreats: [],
    onThreatsChange: jest.fn(),
    parameters: PARAMETERS,
    selectedParameters: ['E. Coli'],
    onParametersChange: jest.fn(),
    ...overrides,
  };
  render(<ParametersPanel {...props} />);
  return props;
}

const chip = (name: string) => screen.getByRole('button', { name });

beforeAll(preloadIcons);

describe('ParametersPanel', () => {
  it("lists the available parameters as chips under the 'Parameters' accordion, the selected ones pressed", () => {
    renderPanel();
    expect(screen.getByText('Parameters')).toBeTruthy();
    expect(screen.getByText('Filter Groups')).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Parameters' })).getAllByRole('button');
    expect(chips.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['E. Coli', 'true'],
      ['Total Nitrogen', 'false'],
      ['Water Temperature, Daily Mean', 'false'],
    ]);
  });

  it('toggles a chip, and selects all or none', () => {
    const props = renderPanel();
    fireEvent.click(chip('Total Nitrogen'));
    expect(props.onParametersChange).toHaveBeenLastCalledWith(['E. Coli', 'Total Nitrogen']);
    fireEvent.click(chip('E. Coli'));
    expect(props.onParametersChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByRole('button', { name: '+ Select All' }));
    expect(props.onParametersChange).toHaveBeenLastCalledWith(['E. Coli', 'Total Nitrogen', 'Water Temperature, Daily Mean']);
    fireEvent.click(screen.getByRole('button', { name: '- Select None' }));
    expect(props.onParametersChange).toHaveBeenLastCalledWith([]);
  });

  it("says '----- None Available -----' when the filters leave no parameter", () => {
    renderPanel({ parameters: [] });
    expect(screen.getByText('----- None Available -----')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Parameters' })).toBeNull();
    expect(screen.getByRole('button', { name: '+ Select All' })).toHaveProperty('disabled', true);
  });

  it("offers only the period's groups; the all/none entry itself does nothing, its buttons select all or none", async () => {
    const props = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Parameter Groups' }));
    const menu = await screen.findByRole('menu', { name: 'Parameter Groups' });
    // 'Bacteria' has statistics for the full period only.
    expect(within(menu).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('aria-selected')])).toEqual([
      ['Field Parameters', 'true'],
      ['Nutrients', 'false'],
    ]);
    fireEvent.click(within(menu).getByText('All / None'));
    expect(props.onParameterGroupsChange).not.toHaveBeenCalled();

    fireEvent.click(within(menu).getByText('Nutrients'));
    expect(props.onParameterGroupsChange).toHaveBeenLastCalledWith([3, 5]);
    fireEvent.click(within(menu).getByText('Field Parameters'));
    expect(props.onParameterGroupsChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(within(menu).getByRole('button', { name: 'All' }));
    expect(props.onParameterGroupsChange).toHaveBeenLastCalledWith([3, 5]);
    fireEvent.click(within(menu).getByRole('button', { name: 'None' }));
    expect(props.onParameterGroupsChange).toHaveBeenLastCalledWith([]);
    expect(props.onParameterGroupsChange).toHaveBeenCalledTimes(4);
  });

  it('lists the focus areas (threats) in their own dropdown', async () => {
    const props = renderPanel({ selectedThreats: [3] });
    expect(screen.getByRole('button', { name: 'Focus Areas' }).textContent).toBe('Focus Areas (1/2)');
    fireEvent.click(screen.getByRole('button', { name: 'Focus Areas' }));
    const menu = await screen.findByRole('menu', { name: 'Focus Areas' });
    fireEvent.click(within(menu).getByText('Nutrient Loading'));
    expect(props.onThreatsChange).toHaveBeenLastCalledWith([3, 1]);
  });
});
