import { IconNames, Icons, IconSize } from '@blueprintjs/icons';
import { render, screen } from '@testing-library/react';
import type { PlotComponentProps } from './plot.types';
import { Plot } from './Plot';

// plotly cannot draw in jsdom: the modules are stand-ins that record being loaded, and the factory's component
// lists the traces it was given.
const mockLoaded: string[] = [];
jest.mock('plotly.js/lib/core', () => {
  mockLoaded.push('core');
  return { __esModule: true, default: { register: (modules: unknown[]) => mockLoaded.push(`register ${modules.join('+')}`) } };
});
jest.mock('plotly.js/lib/scatter', () => ({ __esModule: true, default: 'scatter' }));
jest.mock('plotly.js/lib/bar', () => ({ __esModule: true, default: 'bar' }));
jest.mock('react-plotly.js/factory', () => ({
  __esModule: true,
  default: () =>
    function MockPlotly({ data }: PlotComponentProps) {
      return <p>drawn: {data.map((trace) => trace.name).join(', ')}</p>;
    },
}));

// NonIdealState draws its icon from the 20 px set; loaded up front so no late icon update escapes act().
beforeAll(() => Icons.load(Object.values(IconNames), IconSize.LARGE, { loader: 'all' }));

describe('Plot', () => {
  it("shows 'No Data Available' for empty data without loading plotly", () => {
    render(<Plot data={[{ type: 'scatter', x: [], y: [] }]} layout={{}} aria-label="Flow" />);
    expect(screen.getByText('No Data Available')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(mockLoaded).toEqual([]);
  });

  it('loads the slim bundle (core with scatter and bar) when there is data to draw', async () => {
    render(<Plot data={[{ type: 'scatter', name: 'Flow', x: ['2024-01-01'], y: [12] }]} layout={{}} aria-label="Flow chart" />);
    expect(screen.getByRole('figure', { name: 'Flow chart' })).toBeTruthy();
    expect(await screen.findByText('drawn: Flow')).toBeTruthy();
    expect(mockLoaded).toEqual(['core', 'register scatter+bar']);
  });
});
