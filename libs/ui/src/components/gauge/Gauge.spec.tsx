import { render, screen } from '@testing-library/react';
import { Gauge } from './Gauge';

describe('Gauge', () => {
  it('names itself by what it measures and its value, and prints the value and the scale ends', () => {
    const { container } = render(
      <Gauge label="Battery Yamcolo" value={50} min={0} max={100} valueText="12 V" scaleLabels={['10 V', '14 V']} />,
    );
    expect(screen.getByRole('img', { name: 'Battery Yamcolo: 12 V' })).toBeTruthy();
    expect([...container.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['12 V', '10 V', '14 V']);
    // The track and the value's arc, which ends at the top for half the scale.
    expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual([
      'M 20 100 A 80 80 0 0 1 180 100',
      'M 20 100 A 80 80 0 0 1 100 20',
    ]);
  });

  it("colours the value's arc by the range it falls in, and draws no arc without a value", () => {
    const ranges = [{ from: 0, to: 6, color: '#CD4246' }, { from: 6, to: 15, color: '#238551' }];
    const { container, rerender } = render(<Gauge label="DO" value={4} min={0} max={15} valueText="4 mg/l" ranges={ranges} />);
    expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('stroke'))).toEqual(['#CD4246', '#238551', '#CD4246']);
    rerender(<Gauge label="DO" value={null} min={0} max={15} valueText="No data" ranges={ranges} />);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'DO: No data' })).toBeTruthy();
  });
});
