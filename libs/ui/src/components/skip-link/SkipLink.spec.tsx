import { fireEvent, render, screen } from '@testing-library/react';
import { MainContent, SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first link, and moves focus to the main region without changing the address', () => {
    const before = window.location.href;
    render(
      <>
        <SkipLink />
        <nav><a href="/somewhere">Somewhere</a></nav>
        <MainContent><h1>Page</h1></MainContent>
      </>,
    );
    const skip = screen.getAllByRole('link')[0];
    expect(skip.textContent).toBe('Skip to main content');
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(window.location.href).toBe(before);
  });
});
