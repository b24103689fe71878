import {
  applyDrop, AVAILABLE_LIST_ID, availableOf, cancelText, changesSelection, dropOf, dropText, feedback, type GraphDrop, type GraphOption,
  isFull, keepOffered, locate, MAX_GRAPHS, moveToSelection, overText, pickedUpText, planDrop, removeFromSelection, reorderSelection,
  slotId,
} from './graph-picker.logic';

const OPTIONS: GraphOption[] = [
  { id: 10, title: 'Flow' },
  { id: 20, title: 'Stage' },
  { id: 30, title: 'Water Temperature' },
  { id: 40, title: 'Dissolved Oxygen' },
];

const drop = (activeId: number, fromContainer: GraphDrop['fromContainer'], toContainer: GraphDrop['toContainer'], overIndex = 0): GraphDrop => ({
  activeId, fromContainer, toContainer, overIndex,
});

describe('graph picker logic', () => {
  it('allows two graphs', () => {
    expect(MAX_GRAPHS).toBe(2);
    expect(isFull([10])).toBe(false);
    expect(isFull([10, 20])).toBe(true);
  });

  it('asks for the graphs still missing, and says when the selection is complete', () => {
    expect(feedback(0)).toEqual({ text: 'Select 2 more graphs to proceed.', intent: 'primary' });
    expect(feedback(1)).toEqual({ text: 'Select 1 more graph to proceed.', intent: 'warning' });
    expect(feedback(2)).toEqual({ text: 'Selection complete!', intent: 'success' });
  });

  it('lists the unselected options in their own order', () => {
    expect(availableOf(OPTIONS, [30, 10]).map((o) => o.id)).toEqual([20, 40]);
    expect(availableOf(OPTIONS, []).map((o) => o.id)).toEqual([10, 20, 30, 40]);
  });

  it('keeps only the selected graphs the region still offers', () => {
    expect(keepOffered([30, 99], OPTIONS)).toEqual([30]);
    expect(keepOffered([40, 10], OPTIONS)).toEqual([40, 10]);
    expect(keepOffered([10, 20], [])).toEqual([]);
    expect(keepOffered([10, 20, 30], OPTIONS)).toEqual([10, 20]);
  });

  it('adds a graph where it is dropped, unless the selection is full or already has it', () => {
    expect(moveToSelection([], 10)).toEqual([10]);
    expect(moveToSelection([10], 20, 0)).toEqual([20, 10]);
    expect(moveToSelection([10], 20, 5)).toEqual([10, 20]);
    expect(moveToSelection([10, 20], 30, 0)).toEqual([10, 20]);
    expect(moveToSelection([10], 10, 0)).toEqual([10]);
  });

  it('reorders and removes selected graphs', () => {
    expect(reorderSelection([10, 20], 0, 1)).toEqual([20, 10]);
    expect(reorderSelection([10, 20], 1, 0)).toEqual([20, 10]);
    expect(reorderSelection([10, 20], 1, 1)).toEqual([10, 20]);
    expect(reorderSelection([10, 20], 4, 0)).toEqual([10, 20]);
    expect(removeFromSelection([10, 20], 10)).toEqual([20]);
  });

  it('reads a drop target as a place in the selection or the available list', () => {
    expect(locate(20, [10, 20])).toEqual({ container: 'selection', index: 1 });
    expect(locate(30, [10, 20])).toEqual({ container: 'available', index: 0 });
    expect(locate(slotId(1), [10])).toEqual({ container: 'selection', index: 1 });
    expect(locate(AVAILABLE_LIST_ID, [10])).toEqual({ container: 'available', index: 0 });
    expect(dropOf([10], 30, slotId(1))).toEqual(drop(30, 'available', 'selection', 1));
    expect(dropOf([10], 10, 40)).toEqual(drop(10, 'selection', 'available'));
    expect(dropOf([10], 10, null)).toEqual(drop(10, 'selection', null));
  });

  it('adds an available graph dropped on the selection while it has room', () => {
    expect(planDrop(OPTIONS, [], drop(30, 'available', 'selection', 1))).toEqual({ selected: [30], outcome: { kind: 'added', slot: 1 } });
    expect(planDrop(OPTIONS, [10], drop(30, 'available', 'selection', 0))).toEqual({ selected: [30, 10], outcome: { kind: 'added', slot: 1 } });
    expect(applyDrop(OPTIONS, [10], drop(30, 'available', 'selection', 1))).toEqual([10, 30]);
  });

  it('ignores a drop on a full selection', () => {
    expect(planDrop(OPTIONS, [10, 20], drop(30, 'available', 'selection', 0))).toEqual({ selected: [10, 20], outcome: { kind: 'full' } });
  });

  it('returns a selected graph dragged back to the available list to its original place', () => {
    const next = applyDrop(OPTIONS, [30, 10], drop(30, 'selection', 'available'));
    expect(next).toEqual([10]);
    expect(availableOf(OPTIONS, next).map((o) => o.id)).toEqual([20, 30, 40]);
    expect(planDrop(OPTIONS, [30, 10], drop(30, 'selection', 'available')).outcome).toEqual({ kind: 'returned' });
  });

  it('reorders the selection, and leaves it be when a card is dropped where it was', () => {
    expect(planDrop(OPTIONS, [10, 20], drop(10, 'selection', 'selection', 1))).toEqual({ selected: [20, 10], outcome: { kind: 'moved', slot: 2 } });
    // An empty slot past the last card means the last place.
    expect(planDrop(OPTIONS, [10], drop(10, 'selection', 'selection', 1))).toEqual({ selected: [10], outcome: { kind: 'stayed', slot: 1 } });
  });

  it('changes nothing for a drop outside the lists, within the available list, or of a graph not offered', () => {
    const none = { kind: 'none' };
    expect(planDrop(OPTIONS, [10], drop(10, 'selection', null)).outcome).toEqual(none);
    expect(planDrop(OPTIONS, [10], drop(20, 'available', 'available')).outcome).toEqual(none);
    expect(planDrop(OPTIONS, [10], drop(99, 'available', 'selection', 1))).toEqual({ selected: [10], outcome: none });
    expect(changesSelection({ kind: 'none' })).toBe(false);
    expect(changesSelection({ kind: 'stayed', slot: 1 })).toBe(false);
    expect(changesSelection({ kind: 'full' })).toBe(false);
    expect(changesSelection({ kind: 'returned' })).toBe(true);
  });

  it('announces each step of a drag by the graph title and where it is', () => {
    expect(pickedUpText('Flow')).toBe('Picked up graph Flow.');
    expect(overText('Flow', drop(10, 'available', 'selection', 0), { kind: 'added', slot: 1 })).toBe('Graph Flow is over the selection, slot 1.');
    expect(overText('Flow', drop(10, 'available', 'selection', 0), { kind: 'full' })).toBe('Graph Flow is over the selection, which is full.');
    expect(overText('Flow', drop(10, 'selection', 'available'), { kind: 'returned' })).toBe('Graph Flow is over the available graphs.');
    expect(overText('Flow', drop(10, 'selection', null), { kind: 'none' })).toBe('Graph Flow is not over a list.');
    expect(dropText('Flow', { kind: 'added', slot: 2 })).toBe('Graph Flow was added to the selection.');
    expect(dropText('Flow', { kind: 'moved', slot: 2 })).toBe('Graph Flow was moved to slot 2 of the selection.');
    expect(dropText('Flow', { kind: 'returned' })).toBe('Graph Flow was returned to the available graphs.');
    expect(dropText('Flow', { kind: 'full' })).toBe('Selection is full; graph Flow was not added.');
    expect(dropText('Flow', { kind: 'none' })).toBe('Graph Flow was not moved.');
    expect(cancelText('Flow')).toBe('Dragging was cancelled. Graph Flow was not moved.');
  });
});
