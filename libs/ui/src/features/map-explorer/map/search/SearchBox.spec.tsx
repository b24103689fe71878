import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { preloadIcons } from '../../../../testing/icons';
import { nextActiveOption, SearchBox } from './SearchBox';

beforeAll(preloadIcons);

const NAMES = ['Yampa River at Steamboat Springs', 'Yampa River below Craig', 'Yampa River at Deerlodge Park'];

/** The box as a page uses it: the caller holds the text and filters (synchronously here, no debounce). */
function Harness({ onChoose }: { onChoose: (name: string) => void }) {
  const [text, setText] = useState('');
  const results = useMemo(() => NAMES.filter((name) => text.trim() !== '' && name.toLowerCase().includes(text.trim().toLowerCase())), [text]);
  return (
    <SearchBox
      label="Individual Locations Search"
      placeholder="Locations attributes"
      showLabel
      text={text}
      onText={setText}
      results={results}
      emptyText="No matching locations"
      view={(name) => ({ key: name, text: name, label: `id-${NAMES.indexOf(name)}` })}
      onChoose={(name) => {
        setText(name);
        onChoose(name);
      }}
    />
  );
}

function setUp() {
  const onChoose = jest.fn();
  render(<Harness onChoose={onChoose} />);
  const box = screen.getByRole('combobox', { name: 'Individual Locations Search' });
  act(() => box.focus());
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  const key = (name: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(box, { key: name, ...init });
  /** The option aria-activedescendant points at, by its name, or null. */
  const active = () => {
    const id = box.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.querySelector('.map-explorer-search-option-text')?.textContent : null;
  };
  return { box, onChoose, type, key, active };
}

describe('SearchBox as a combobox', () => {
  it('is an input with role combobox whose aria-expanded and aria-controls follow its listbox', () => {
    const { box, type } = setUp();
    expect(box.tagName).toBe('INPUT');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.hasAttribute('aria-haspopup')).toBe(false);
    expect(box.hasAttribute('aria-controls')).toBe(false);

    type('yampa');
    const list = screen.getByRole('listbox', { name: 'Individual Locations Search results' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    // Nothing is highlighted until the arrows move; no option of the list holds the focus.
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(within(list).getAllByRole('option').every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    // No wrapper around the input claims to open a menu.
    expect(document.querySelector('[aria-haspopup]')).toBeNull();
  });

  it('moves through the options with the arrows, wrapping, and Home and End jump to the ends', () => {
    const { box, type, key, active } = setUp();
    type('yampa');
    key('ArrowDown');
    expect(active()).toBe(NAMES[0]);
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)?.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(active()).toBe(NAMES[1]);
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe(NAMES[0]);
    key('ArrowUp');
    expect(active()).toBe(NAMES[2]);
    key('Home');
    expect(active()).toBe(NAMES[0]);
    key('End');
    expect(active()).toBe(NAMES[2]);
    // The focus never leaves the input.
    expect(document.activeElement).toBe(box);
  });

  it('chooses the highlighted option with Enter and closes the list', () => {
    const { box, onChoose, type, key } = setUp();
    type('yampa');
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(onChoose).toHaveBeenCalledWith(NAMES[1]);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('chooses the first result with Enter when none is highlighted', () => {
    const { onChoose, type, key } = setUp();
    type('river');
    key('Enter');
    expect(onChoose).toHaveBeenCalledWith(NAMES[0]);
  });

  it('closes with Escape without choosing, and the Down arrow opens it again on the first option', () => {
    const { box, onChoose, type, key, active } = setUp();
    type('yampa');
    key('ArrowDown');
    key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('yampa');
    // Enter on the closed box chooses nothing.
    key('Enter');
    expect(onChoose).not.toHaveBeenCalled();

    key('ArrowDown');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe(NAMES[0]);
  });

  it('the Up arrow on a closed box opens it on the last option; Alt+Down opens it with none highlighted', () => {
    const { box, type, key, active } = setUp();
    type('yampa');
    key('Escape');
    key('ArrowUp');
    expect(active()).toBe(NAMES[2]);
    key('Escape');
    key('ArrowDown', { altKey: true });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBeNull();
  });

  it('starts over with nothing highlighted when the results change as the user types on', () => {
    const { type, key, active } = setUp();
    type('yampa');
    key('ArrowDown');
    key('ArrowDown');
    type('yampa river at');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(active()).toBeNull();
    key('ArrowDown');
    expect(active()).toBe(NAMES[0]);
  });

  it('leaves Home and End to the text while the list is closed, and says when nothing matches', () => {
    const { box, type, key } = setUp();
    type('zzz');
    expect(screen.getByText('No matching locations', { selector: '.map-explorer-search-empty' })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('No matching locations');
    key('ArrowDown');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(fireEvent.keyDown(box, { key: 'Home' })).toBe(true);
  });

  it('closes when the focus leaves the box', () => {
    const { box, type } = setUp();
    type('yampa');
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(box);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows each result name in full, with its id beside it', () => {
    const { type } = setUp();
    type('deerlodge');
    const [option] = screen.getAllByRole('option');
    expect(option.textContent).toBe('Yampa River at Deerlodge Park id-2');
    expect(option.querySelector('.map-explorer-search-option-text')?.textContent).toBe('Yampa River at Deerlodge Park');
  });
});

describe('nextActiveOption', () => {
  it('moves down and up with wrapping, jumps with Home and End, and ignores other keys or an empty list', () => {
    expect(nextActiveOption('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveOption('ArrowDown', 2, 3)).toBe(0);
    expect(nextActiveOption('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveOption('ArrowUp', 1, 3)).toBe(0);
    expect(nextActiveOption('Home', 2, 3)).toBe(0);
    expect(nextActiveOption('End', 0, 3)).toBe(2);
    expect(nextActiveOption('a', 0, 3)).toBeNull();
    expect(nextActiveOption('ArrowDown', -1, 0)).toBeNull();
  });
});
