import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { type DateRange, recordRange, waterYearToDateRange } from '../../common/dates';
import { DateRangePicker, dayOrNull } from './DateRangePicker';

function Harness({ onChange }: { onChange(range: DateRange): void }) {
  const [range, setRange] = useState<DateRange>({ start: '2024-01-01', end: '2024-07-04' });
  return (
    <DateRangePicker
      idPrefix="test"
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
      quickRanges={[
        { label: 'Record', range: () => recordRange('2024-07-04') },
        { label: 'Water Year', range: () => waterYearToDateRange('2024-07-04') },
      ]}
    />
  );
}

describe('DateRangePicker', () => {
  it('edits each end, bounded by the other, and clears with an empty field', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const start = screen.getByLabelText('Start Date') as HTMLInputElement;
    const end = screen.getByLabelText('End Date') as HTMLInputElement;
    expect(start.id).toBe('test-start');
    expect(start.max).toBe('2024-07-04');
    expect(end.min).toBe('2024-01-01');
    expect(start.placeholder).toBe('MM/dd/yyyy');

    fireEvent.change(end, { target: { value: '2024-03-10' } });
    expect(onChange).toHaveBeenLastCalledWith({ start: '2024-01-01', end: '2024-03-10' });
    fireEvent.change(start, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: '2024-03-10' });
  });

  it('sets the quick ranges', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Water Year' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2023-10-01', end: '2024-07-04' });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: '2024-07-04' });
  });

  it('reads only whole ISO days', () => {
    expect(dayOrNull('2024-11-03')).toBe('2024-11-03');
    expect(dayOrNull('11/03/2024')).toBeNull();
  });
});
