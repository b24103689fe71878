import { IconNames, Icons, IconSize } from '@blueprintjs/icons';
import { fireEvent, render, screen } from '@testing-library/react';
import { PanelFrame } from './PanelFrame';

beforeAll(() => Icons.load(Object.values(IconNames), IconSize.STANDARD, { loader: 'all' }));

describe('PanelFrame', () => {
  it('shows the title and contents at 460 px, expands to 70vh and back, and closes', () => {
    const onClose = jest.fn();
    render(
      <PanelFrame className="portal-x" aria-label="Details" title={<h3>Yampa River</h3>} onClose={onClose}>
        <p>body</p>
      </PanelFrame>,
    );
    const panel = screen.getByRole('region', { name: 'Details' });
    expect(panel.className).toBe('portal-panel-frame portal-x');
    expect(panel.querySelector('header')?.className).toBe('portal-panel-header portal-x-header');
    expect(screen.getByRole('heading', { name: 'Yampa River' })).toBeTruthy();
    expect(screen.getByText('body')).toBeTruthy();
    expect(panel.style.height).toBe('460px');

    fireEvent.click(screen.getByRole('button', { name: 'Expand panel' }));
    expect(panel.style.height).toBe('70vh');
    fireEvent.click(screen.getByRole('button', { name: 'Restore panel size' }));
    expect(panel.style.height).toBe('460px');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("takes a screen's own heights", () => {
    render(
      <PanelFrame className="portal-y" aria-label="Chart" title="t" height="500px" expandedHeight="80vh" onClose={() => undefined}>
        {null}
      </PanelFrame>,
    );
    const panel = screen.getByRole('region', { name: 'Chart' });
    expect(panel.style.height).toBe('500px');
    fireEvent.click(screen.getByRole('button', { name: 'Expand panel' }));
    expect(panel.style.height).toBe('80vh');
  });
});
