import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('chunk gone');
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the failure, and the page again once the path changes', () => {
    const view = render(<RouteErrorBoundary resetKey="/a"><Broken /></RouteErrorBoundary>);
    expect(screen.getByText('This page could not be shown.')).toBeTruthy();
    view.rerender(<RouteErrorBoundary resetKey="/b"><p>Page b</p></RouteErrorBoundary>);
    expect(screen.getByText('Page b')).toBeTruthy();
  });

  it('keeps a working page mounted when its path changes, so the control in use keeps its focus', () => {
    const view = render(<RouteErrorBoundary resetKey="/stations"><select aria-label="Region"><option>All</option></select></RouteErrorBoundary>);
    const select = screen.getByRole('combobox', { name: 'Region' });
    select.focus();
    view.rerender(<RouteErrorBoundary resetKey="/stations/4"><select aria-label="Region"><option>All</option></select></RouteErrorBoundary>);
    expect(screen.getByRole('combobox', { name: 'Region' })).toBe(select);
    expect(document.activeElement).toBe(select);
  });
});
