import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { preloadIcons } from '../../testing/icons';
import { GraphPicker } from './GraphPicker';
import type { GraphOption } from './graph-picker.logic';

const OPTIONS: GraphOption[] = [
  { id: 10, title: 'Flow' },
  { id: 20, title: 'Stage' },
  { id: 30, title: 'Water Temperature' },
  { id: 40, title: 'Dissolved Oxygen' },
];

function Harness({ initial, onChange }: { initial: number[]; onChange(selected: number[]): void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <GraphPicker
      options={OPTIONS}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

const titlesIn = (listName: string) =>
  within(screen.getByRole('list', { name: listName })).queryAllByRole('button').map((card) => card.textContent);
const selectionBox = (container: HTMLElement) => container.querySelector('.portal-graph-picker-selection') as HTMLElement;

/*
 * jsdom lays nothing out, and dnd-kit's keyboard dragging moves between the rectangles of the drop targets, so each
 * list item is given one: the available list in a column at the left, the selection in a column at the right, one
 * 40px row per item. The drag overlay sits where dnd-kit positions it (its inline top and left).
 */
const ROW = 40;
const COLUMN_LEFT: Record<string, number> = { 'Available graphs': 0, 'Selected graphs': 300 };

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return { x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) } as DOMRect;
}

function layout(this: Element): DOMRect {
  const fixed = this.closest<HTMLElement>('[style*="position: fixed"]');
  if (fixed) return rect(parseFloat(fixed.style.left), parseFloat(fixed.style.top), parseFloat(fixed.style.width), parseFloat(fixed.style.height));
  const list = this.closest('ul');
  const left = COLUMN_LEFT[list?.getAttribute('aria-label') ?? ''];
  if (!list || left == null) return rect(0, 0, 0, 0);
  if (this === list) return rect(left, ROW, 200, ROW * list.children.length);
  const item = this.closest('li');
  const index = item ? [...list.children].indexOf(item) : 0;
  return rect(left, ROW * (index + 1), 200, ROW - 8);
}

/** Waits for dnd-kit's keyboard sensor, which starts listening for the arrow keys a tick after a drag starts. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A key pressed where the focus is, as a keyboard user would. */
async function press(code: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, { code, key: code === 'Space' ? ' ' : code });
  await tick();
}

/** Focuses a card, picks it up with Space, moves it with the given arrow keys and drops it with Space. */
async function keyboardDrag(title: string, ...keys: string[]) {
  screen.getByRole('button', { name: title }).focus();
  for (const key of ['Space', ...keys, 'Space']) await press(key);
}

beforeAll(preloadIcons);

describe('GraphPicker', () => {
  it('asks for two graphs, with two empty slots in a red-bordered selection', () => {
    const { container } = render(<GraphPicker options={OPTIONS} selected={[]} onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Graphs' })).toBeTruthy();
    expect(screen.getByText('Select 2 more graphs to proceed.').closest('[role="status"]')?.className).toContain('bp6-intent-primary');
    expect(screen.getAllByText('Empty')).toHaveLength(2);
    expect(selectionBox(container).className).toContain('is-incomplete');
    expect(titlesIn('Available graphs')).toEqual(['Flow', 'Stage', 'Water Temperature', 'Dissolved Oxygen']);
    expect(titlesIn('Selected graphs')).toEqual([]);
  });

  it('asks for one more graph once one is selected', () => {
    const { container } = render(<GraphPicker options={OPTIONS} selected={[30]} onChange={jest.fn()} />);
    expect(screen.getByText('Select 1 more graph to proceed.').closest('[role="status"]')?.className).toContain('bp6-intent-warning');
    expect(screen.getAllByText('Empty')).toHaveLength(1);
    expect(selectionBox(container).className).toContain('is-incomplete');
    expect(titlesIn('Available graphs')).toEqual(['Flow', 'Stage', 'Dissolved Oxygen']);
    expect(titlesIn('Selected graphs')).toEqual(['Water Temperature']);
  });

  it('completes with two, borders the selection green, and locks the remaining available cards', () => {
    const { container } = render(<GraphPicker options={OPTIONS} selected={[40, 10]} onChange={jest.fn()} label="Explorer graphs" />);
    expect(screen.getByRole('group', { name: 'Explorer graphs' })).toBeTruthy();
    expect(screen.getByText('Selection complete!').closest('[role="status"]')?.className).toContain('bp6-intent-success');
    expect(screen.queryAllByText('Empty')).toHaveLength(0);
    expect(selectionBox(container).className).toContain('is-full');
    expect(titlesIn('Selected graphs')).toEqual(['Dissolved Oxygen', 'Flow']);
    const available = within(screen.getByRole('list', { name: 'Available graphs' })).getAllByRole('button');
    expect(available.map((card) => card.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
    // Still focusable, so a keyboard user finds them and hears why they cannot be picked up.
    expect(available.map((card) => card.tabIndex)).toEqual([0, 0]);
    expect(available[0].getAttribute('aria-roledescription')).toBe('draggable graph');
    expect(screen.getByRole('button', { name: 'Flow' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('ignores selected ids the options do not offer', () => {
    render(<GraphPicker options={OPTIONS} selected={[99, 20]} onChange={jest.fn()} />);
    expect(titlesIn('Selected graphs')).toEqual(['Stage']);
    expect(screen.getByText('Select 1 more graph to proceed.')).toBeTruthy();
  });

  describe('keyboard dragging', () => {
    let measure: jest.SpyInstance;
    const scrollIntoView = Element.prototype.scrollIntoView;
    beforeEach(() => {
      measure = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(layout);
      Element.prototype.scrollIntoView = jest.fn();
    });
    afterEach(() => {
      measure.mockRestore();
      Element.prototype.scrollIntoView = scrollIntoView;
    });

    it('adds an available graph to the selection, announcing each step', async () => {
      const onChange = jest.fn();
      render(<Harness initial={[]} onChange={onChange} />);
      screen.getByRole('button', { name: 'Stage' }).focus();
      await press('Space');
      expect(screen.getByText('Picked up graph Stage.')).toBeTruthy();
      await press('ArrowRight');
      expect(screen.getByText('Graph Stage is over the selection, slot 1.')).toBeTruthy();
      await press('Space');
      expect(onChange).toHaveBeenLastCalledWith([20]);
      expect(titlesIn('Selected graphs')).toEqual(['Stage']);
      expect(screen.getByText('Graph Stage was added to the selection.')).toBeTruthy();
      expect(screen.getByText('Select 1 more graph to proceed.')).toBeTruthy();
      // The focus follows the card into the selection, so the next drag can start from it.
      await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('list', { name: 'Selected graphs' })).getByRole('button', { name: 'Stage' })));
    });

    it('reorders the selection', async () => {
      const onChange = jest.fn();
      render(<Harness initial={[10, 20]} onChange={onChange} />);
      await keyboardDrag('Flow', 'ArrowDown');
      expect(onChange).toHaveBeenLastCalledWith([20, 10]);
      expect(titlesIn('Selected graphs')).toEqual(['Stage', 'Flow']);
    });

    it('returns a selected graph to its place among the available ones', async () => {
      const onChange = jest.fn();
      render(<Harness initial={[10, 20]} onChange={onChange} />);
      await keyboardDrag('Stage', 'ArrowLeft');
      expect(onChange).toHaveBeenLastCalledWith([10]);
      expect(titlesIn('Available graphs')).toEqual(['Stage', 'Water Temperature', 'Dissolved Oxygen']);
      expect(screen.getByText('Graph Stage was returned to the available graphs.')).toBeTruthy();
    });

    it('does not pick up an available graph while the selection is full', async () => {
      const onChange = jest.fn();
      render(<Harness initial={[10, 20]} onChange={onChange} />);
      await keyboardDrag('Water Temperature', 'ArrowRight');
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.queryByText('Picked up graph Water Temperature.')).toBeNull();
      expect(titlesIn('Selected graphs')).toEqual(['Flow', 'Stage']);
    });

    it('changes nothing when a drag is cancelled with Escape', async () => {
      const onChange = jest.fn();
      render(<Harness initial={[]} onChange={onChange} />);
      screen.getByRole('button', { name: 'Flow' }).focus();
      for (const key of ['Space', 'ArrowRight', 'Escape']) await press(key);
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByText('Dragging was cancelled. Graph Flow was not moved.')).toBeTruthy();
    });
  });
});
