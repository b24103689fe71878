import type { CowGraphRow, CowStagecoachGraphRequest, CowStreamGage } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { preloadIcons } from '../../testing/icons';
import { renderScreen } from '../../testing/render-screen';
import ElkheadPage from './ElkheadPage';
import StagecoachPage from './StagecoachPage';

// jsdom has no fetch: the hooks are fakes that record what they are asked and answer from the test's table (the
// api-client's own spec covers the calls).
const asked: unknown[] = [];
let answer: CowGraphRow[] | Error = [];
let gages: CowStreamGage[] = [];
const graphHook = (arg: unknown) => {
  asked.push(arg);
  if (typeof arg === 'symbol') return { isFetching: false };
  return answer instanceof Error
    ? { error: { status: 500, data: { message: answer.message } }, isFetching: false }
    : { data: answer, isFetching: false };
};
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  useGetColorsOfWaterElkheadGraphDailyByStartDateAndEndDateQuery: (arg: unknown) => graphHook(arg),
  useGetColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDateQuery: (arg: unknown) => graphHook(arg),
  useGetColorsOfWaterStagecoachStreamGagesByReservoirQuery: () => ({ data: gages, isFetching: false }),
}));

// Plotly draws nothing in jsdom: a chart is the list of its traces (testing/plot-stub).
jest.mock('../../components/charts', () => jest.requireActual('../../testing/plot-stub').chartsWithPlotStub());

const NOW = new Date('2026-11-26T19:00:00Z');
const ROWS: CowGraphRow[] = [
  { collect_date: '2026-10-01', measured_flow: 100, cow_input_ndx: null, cow_input_name: 'Unaccounted', graph_color: '#C5CBD3', cow_slice_order: null, cow_slice_cfs: 70 },
  { collect_date: '2026-10-01', measured_flow: 100, cow_input_ndx: 4, cow_input_name: 'Endangered Fish Pool', graph_color: '#D62728', cow_slice_order: 4, cow_slice_cfs: 30 },
];

beforeAll(() => preloadIcons({ large: true }));

beforeEach(() => {
  asked.length = 0;
  answer = ROWS;
  gages = [{ stream_gage_ndx: 1, stream_gage: 'Yampa River below Craig, CO' }, { stream_gage_ndx: 2, stream_gage: 'Yampa River near Maybell, CO' }];
});

describe('ElkheadPage', () => {
  it('draws the last 90 days on opening, with daily data only, the measured flow and the accounts', () => {
    renderScreen(<ElkheadPage now={NOW} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Colors of Water - Elkhead (all flows in CFS)');
    expect(asked.at(-1)).toEqual({ startDate: '2026-08-28', endDate: '2026-11-26' });
    const interval = screen.getByLabelText('Time Interval');
    expect([...(interval as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Daily Data']);
    expect(screen.getByRole('figure', { name: 'Colors of Water chart' }).textContent).toBe('Unaccounted on yEndangered Fish Pool on yMeasured Flow on y');
    expect(screen.getByRole('button', { name: 'Reset Zoom' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Graph' })).toBeTruthy();
  });

  it('disables Submit without both dates, draws the dates on Submit and a quick range at once', () => {
    renderScreen(<ElkheadPage now={NOW} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '' } });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-10-01' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(asked.at(-1)).toEqual({ startDate: '2026-08-28', endDate: '2026-11-26' });
    fireEvent.click(submit);
    expect(asked.at(-1)).toEqual({ startDate: '2026-10-01', endDate: '2026-11-26' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    expect(asked.at(-1)).toEqual({ startDate: '2026-11-19', endDate: '2026-11-26' });
    expect((screen.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-11-19');
    fireEvent.click(screen.getByRole('button', { name: 'Year to Date' }));
    expect(asked.at(-1)).toEqual({ startDate: '2026-01-01', endDate: '2026-11-26' });
  });

  it("says 'No Data Available' for an empty range and names a failed call", () => {
    answer = [];
    const { unmount } = renderScreen(<ElkheadPage now={NOW} />);
    expect(screen.getByText('No Data Available')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save Graph' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    answer = new Error('database unavailable');
    renderScreen(<ElkheadPage now={NOW} />);
    expect(screen.getByRole('alert').textContent).toContain('Error fetching current week data analysis: database unavailable');
  });
});

describe('StagecoachPage', () => {
  it('draws the first gage daily, and another gage or interval as soon as it is chosen', () => {
    renderScreen(<StagecoachPage now={NOW} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Colors of Water - Stagecoach (all flows in CFS)');
    const base = { startDate: '2026-08-28', endDate: '2026-11-26' };
    expect(asked.at(-1)).toEqual({ ...base, interval: 'daily', streamGageId: 1 } satisfies CowStagecoachGraphRequest);
    fireEvent.change(screen.getByLabelText('Stream Gage'), { target: { value: '2' } });
    expect(asked.at(-1)).toEqual({ ...base, interval: 'daily', streamGageId: 2 });
    const interval = screen.getByLabelText('Time Interval');
    expect([...(interval as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Daily Data', 'Weekly Data', 'Monthly Data']);
    fireEvent.change(interval, { target: { value: 'monthly' } });
    expect(asked.at(-1)).toEqual({ ...base, interval: 'monthly', streamGageId: 2 });
  });

  it("says 'No Data Available' when the reservoir has no tracked gage, asking for no graph", () => {
    gages = [];
    renderScreen(<StagecoachPage now={NOW} />);
    expect(asked.every((arg) => typeof arg === 'symbol')).toBe(true);
    expect(screen.getByText('No Data Available')).toBeTruthy();
  });
});
