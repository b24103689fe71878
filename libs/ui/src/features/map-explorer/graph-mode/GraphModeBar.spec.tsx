import { fireEvent, render, screen, within } from '@testing-library/react';
import { preloadIcons } from '../../../testing/icons';
import { BenchmarkLegend } from './BenchmarkLegend';
import { GraphModeBar, type GraphModeBarProps } from './GraphModeBar';
import { BENCHMARK_COLORS } from './graph-mode.testing';

function renderBar() {
  const props: GraphModeBarProps = {
    periodOfRecord: 'full',
    onPeriodOfRecordChange: jest.fn(),
    analysis: 'benchmark_scale_median',
    onAnalysisChange: jest.fn(),
    recordCount: 0,
    onRecordCountChange: jest.fn(),
  };
  render(<GraphModeBar {...props} />);
  return props;
}

const options = (name: string) => [...screen.getByRole<HTMLSelectElement>('combobox', { name }).options].map((o) => [o.value, o.textContent]);

beforeAll(preloadIcons);

describe('GraphModeBar', () => {
  it('offers the three periods and two analyses and reports the choice', () => {
    const props = renderBar();
    expect(options('Period of Record')).toEqual([
      ['short', 'Recent'],
      ['medium', 'Last 10 Years'],
      ['full', 'Full Period'],
    ]);
    expect(options('Analysis')).toEqual([
      ['benchmark_scale_median', 'Median'],
      ['benchmark_scale_pctile85', '85th Percentile'],
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Period of Record' }), { target: { value: 'medium' } });
    expect(props.onPeriodOfRecordChange).toHaveBeenCalledWith('medium');
    fireEvent.change(screen.getByRole('combobox', { name: 'Analysis' }), { target: { value: 'benchmark_scale_pctile85' } });
    expect(props.onAnalysisChange).toHaveBeenCalledWith('benchmark_scale_pctile85');
  });

  it('takes a whole number of Min Records, an empty field meaning no minimum', () => {
    const props = renderBar();
    const field = screen.getByRole('spinbutton', { name: 'Min Records' });
    fireEvent.change(field, { target: { value: '15' } });
    expect(props.onRecordCountChange).toHaveBeenLastCalledWith(15);
    fireEvent.change(field, { target: { value: '' } });
    expect(props.onRecordCountChange).toHaveBeenLastCalledWith(0);
  });

  it('points the Min Records stepper buttons at the field they change', () => {
    renderBar();
    const field = screen.getByRole('spinbutton', { name: 'Min Records' });
    for (const name of ['increment', 'decrement']) {
      const controls = screen.getByRole('button', { name }).getAttribute('aria-controls');
      expect(controls && document.getElementById(controls)).toBe(field);
    }
  });
});

describe('BenchmarkLegend', () => {
  it('lists the six benchmark classes, worst first, in the served colours', () => {
    render(<BenchmarkLegend colors={BENCHMARK_COLORS} />);
    const items = within(screen.getByRole('list', { name: 'Benchmark legend' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Above secondary benchmark',
      'Above benchmark',
      'Approaching benchmark',
      'Below benchmark',
      'Below detection limits',
      'No benchmarks available',
    ]);
    expect((items[0].firstChild as HTMLElement).style.background).toBe('rgb(227, 26, 28)');
    expect((items[5].firstChild as HTMLElement).style.background).toBe('rgb(44, 127, 184)');
  });
});
