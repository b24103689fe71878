import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useFocusReturn } from './use-focus-return';

/** A table with an opener and a stand-in dialog whose Close can also drop the opener first. */
function Harness() {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  const table = useRef<HTMLTableElement>(null);
  const focus = useFocusReturn(open, () => table.current);
  return (
    <>
      <table ref={table} aria-label="Rows">
        <tbody>
          <tr>
            <td>
              {openerShown && (
                <button type="button" onClick={(e) => (focus.remember(e.currentTarget), setOpen(true))}>
                  Open
                </button>
              )}
            </td>
          </tr>
        </tbody>
      </table>
      {open && (
        <div role="dialog" aria-label="Stand-in">
          <button type="button" autoFocus onClick={() => setOpen(false)}>
            Close
          </button>
          <button type="button" onClick={() => (focus.forget(), setOpen(false))}>
            Close and forget
          </button>
          <button type="button" onClick={() => (setOpenerShown(false), setOpen(false))}>
            Close and remove the opener
          </button>
        </div>
      )}
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('useFocusReturn', () => {
  it('focuses the opener again when the dialog closes', () => {
    render(<Harness />);
    fireEvent.click(button('Open'));
    expect(document.activeElement).toBe(button('Close'));
    fireEvent.click(button('Close'));
    expect(document.activeElement).toBe(button('Open'));
  });

  it('focuses the fallback, made focusable from script only, when the opener was forgotten or has gone', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Rows' });
    fireEvent.click(button('Open'));
    fireEvent.click(button('Close and forget'));
    expect(document.activeElement).toBe(table);
    expect(table.getAttribute('tabindex')).toBe('-1');

    fireEvent.click(button('Open'));
    fireEvent.click(button('Close and remove the opener'));
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    expect(document.activeElement).toBe(table);
  });

  it('remembers whatever has focus when no opener is given', () => {
    function Focused() {
      const [open, setOpen] = useState(false);
      const focus = useFocusReturn(open, () => null);
      return (
        <>
          <input aria-label="Search" onKeyDown={() => (focus.remember(), setOpen(true))} />
          {open && <input aria-label="In dialog" autoFocus onKeyDown={() => setOpen(false)} />}
        </>
      );
    }
    render(<Focused />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    act(() => search.focus());
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'In dialog' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(search);
  });
});
