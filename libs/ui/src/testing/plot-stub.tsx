import type { AnyTrace } from '../components/charts';

/**
 * The charts module with plotly's chart replaced (plotly loads lazily and draws nothing in jsdom): a drawn chart is a
 * figure listing its traces, each as '{name} on {axis}', and a chart without data says what Plot would say. For a
 * spec's `jest.mock('…/components/charts', () => jest.requireActual('…/testing/plot-stub').chartsWithPlotStub())`.
 */
export function chartsWithPlotStub() {
  const actual = jest.requireActual<typeof import('../components/charts')>('../components/charts');
  return {
    ...actual,
    Plot: ({ data, 'aria-label': label }: { data: AnyTrace[]; 'aria-label': string }) =>
      actual.hasPlotData(data) ? (
        <figure aria-label={label}>
          {data.map((trace) => <p key={trace.name}>{`${trace.name} on ${'yaxis' in trace ? (trace.yaxis ?? 'y') : 'y'}`}</p>)}
        </figure>
      ) : (
        <p>{actual.NO_DATA_TEXT}</p>
      ),
  };
}
