/**
 * The rules of the graph picker, pure so each is tested directly: what is still available, how a card joins,
 * leaves or moves within the selection, what the feedback says, and what a screen reader hears while dragging.
 */

/** One graph a region offers: its id and the title its card shows. */
export interface GraphOption {
  id: number;
  title: string;
}

/** An explorer draws at most this many graphs side by side. */
export const MAX_GRAPHS = 2;

/** The two lists a card can be in. */
export type GraphContainer = 'available' | 'selection';

/** The drop target id of the available list itself, which only takes drops while it has no cards to drop on. */
export const AVAILABLE_LIST_ID = 'available-graphs';
const SLOT_PREFIX = 'graph-slot-';
/** The drop target id of an empty selection slot (0-based), so a card can be dropped where no card is yet. */
export const slotId = (index: number): string => `${SLOT_PREFIX}${index}`;

export const GRAPH_PICKER_TEXT = {
  label: 'Graphs',
  available: 'Available graphs',
  selection: 'Selected graphs',
  empty: 'Empty',
  complete: 'Selection complete!',
  instructions:
    'To pick up a graph, press Space or Enter. While dragging, use the arrow keys to move it between the available ' +
    'graphs and the selection, or within the selection. Press Space or Enter again to drop it, or Escape to cancel.',
} as const;

/** The intents the feedback uses, a subset of Blueprint's so it can be passed straight to a Callout. */
export type FeedbackIntent = 'primary' | 'warning' | 'success';

/** What the picker tells the user about the selection so far. */
export function feedback(selectedCount: number): { text: string; intent: FeedbackIntent } {
  const missing = MAX_GRAPHS - selectedCount;
  if (missing <= 0) return { text: GRAPH_PICKER_TEXT.complete, intent: 'success' };
  if (missing === 1) return { text: 'Select 1 more graph to proceed.', intent: 'warning' };
  return { text: `Select ${missing} more graphs to proceed.`, intent: 'primary' };
}

export const isFull = (selected: readonly number[]): boolean => selected.length >= MAX_GRAPHS;

/** The options not selected, always in the options' own order, so a card dragged back returns to its place. */
export function availableOf(options: readonly GraphOption[], selected: readonly number[]): GraphOption[] {
  const chosen = new Set(selected);
  return options.filter((option) => !chosen.has(option.id));
}

/**
 * The selected ids a region still offers, at most MAX_GRAPHS of them: a screen calls this when the region changes,
 * since a graph the new region does not have cannot stay selected.
 */
export function keepOffered(selected: readonly number[], options: readonly GraphOption[]): number[] {
  const offered = new Set(options.map((option) => option.id));
  return selected.filter((id) => offered.has(id)).slice(0, MAX_GRAPHS);
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The selection with a graph inserted at `index`; unchanged when it is full or the graph is already in it. */
export function moveToSelection(selected: readonly number[], id: number, index: number = selected.length): number[] {
  if (isFull(selected) || selected.includes(id)) return [...selected];
  const at = clamp(index, 0, selected.length);
  return [...selected.slice(0, at), id, ...selected.slice(at)];
}

/** The selection with the graph at `from` moved to `to` (the others keep their order). */
export function reorderSelection(selected: readonly number[], from: number, to: number): number[] {
  const next = [...selected];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(clamp(to, 0, next.length), 0, moved);
  return next;
}

export function removeFromSelection(selected: readonly number[], id: number): number[] {
  return selected.filter((value) => value !== id);
}

/** A finished (or hovering) drag: the card, the list it came from, and the list and position it is over. */
export interface GraphDrop {
  activeId: number;
  fromContainer: GraphContainer;
  /** Null when the card is over neither list. */
  toContainer: GraphContainer | null;
  /** The position in the selection the card is over (0-based); ignored for the available list. */
  overIndex: number;
}

/**
 * Where a drop target is: a selected card or an empty slot is a position in the selection, any other target
 * (an available card, the empty available list) is the available list, whose order is fixed.
 */
export function locate(targetId: string | number, selected: readonly number[]): { container: GraphContainer; index: number } {
  if (typeof targetId === 'number') {
    const index = selected.indexOf(targetId);
    return index >= 0 ? { container: 'selection', index } : { container: 'available', index: 0 };
  }
  if (targetId.startsWith(SLOT_PREFIX)) return { container: 'selection', index: Number(targetId.slice(SLOT_PREFIX.length)) };
  return { container: 'available', index: 0 };
}

/** The drop a card makes over a target (or over nothing), read against the selection as it was when dragging began. */
export function dropOf(selected: readonly number[], activeId: number, targetId: string | number | null): GraphDrop {
  const fromContainer: GraphContainer = selected.includes(activeId) ? 'selection' : 'available';
  if (targetId == null) return { activeId, fromContainer, toContainer: null, overIndex: 0 };
  const { container, index } = locate(targetId, selected);
  return { activeId, fromContainer, toContainer: container, overIndex: index };
}

/**
 * What a drop did, for the announcement: joined or moved within the selection (with the 1-based slot it ends in),
 * dropped where it already was, went back to the available list, was refused by a full selection, or nothing.
 */
export type DropOutcome =
  | { kind: 'added' | 'moved' | 'stayed'; slot: number }
  | { kind: 'returned' | 'full' | 'none' };

/** The selection after a drop and what the drop did. */
export function planDrop(options: readonly GraphOption[], selected: readonly number[], drop: GraphDrop): { selected: number[]; outcome: DropOutcome } {
  const { activeId, fromContainer, toContainer, overIndex } = drop;
  const unchanged = { selected: [...selected], outcome: { kind: 'none' } as DropOutcome };
  const offered = options.some((option) => option.id === activeId);
  if (!offered || toContainer == null) return unchanged;

  if (fromContainer === 'available') {
    // The available list keeps the options' order, so dropping one available card on another changes nothing.
    if (toContainer === 'available' || selected.includes(activeId)) return unchanged;
    if (isFull(selected)) return { selected: [...selected], outcome: { kind: 'full' } };
    const at = clamp(overIndex, 0, selected.length);
    return { selected: moveToSelection(selected, activeId, at), outcome: { kind: 'added', slot: at + 1 } };
  }

  const from = selected.indexOf(activeId);
  if (from < 0) return unchanged;
  if (toContainer === 'available') return { selected: removeFromSelection(selected, activeId), outcome: { kind: 'returned' } };
  const to = clamp(overIndex, 0, selected.length - 1);
  if (to === from) return { selected: [...selected], outcome: { kind: 'stayed', slot: to + 1 } };
  return { selected: reorderSelection(selected, from, to), outcome: { kind: 'moved', slot: to + 1 } };
}

/** The selection after a drop, the picker's reducer. */
export const applyDrop = (options: readonly GraphOption[], selected: readonly number[], drop: GraphDrop): number[] =>
  planDrop(options, selected, drop).selected;

/** Whether a drop changed the selection, so the picker reports only real changes. */
export const changesSelection = (outcome: DropOutcome): boolean =>
  outcome.kind === 'added' || outcome.kind === 'moved' || outcome.kind === 'returned';

export const pickedUpText = (title: string): string => `Picked up graph ${title}.`;

/** Where the dragged card is, as the screen reader says it while the card moves. */
export function overText(title: string, drop: GraphDrop, outcome: DropOutcome): string {
  if (drop.toContainer == null) return `Graph ${title} is not over a list.`;
  if (drop.toContainer === 'available') return `Graph ${title} is over the available graphs.`;
  if (outcome.kind === 'full') return `Graph ${title} is over the selection, which is full.`;
  if ('slot' in outcome) return `Graph ${title} is over the selection, slot ${outcome.slot}.`;
  return `Graph ${title} is over the selection.`;
}

/** What a drop did, as the screen reader says it. */
export function dropText(title: string, outcome: DropOutcome): string {
  switch (outcome.kind) {
    case 'added':
      return `Graph ${title} was added to the selection.`;
    case 'moved':
      return `Graph ${title} was moved to slot ${outcome.slot} of the selection.`;
    case 'stayed':
      return `Graph ${title} was dropped back in slot ${outcome.slot}.`;
    case 'returned':
      return `Graph ${title} was returned to the available graphs.`;
    case 'full':
      return `Selection is full; graph ${title} was not added.`;
    case 'none':
      return `Graph ${title} was not moved.`;
  }
}

export const cancelText = (title: string): string => `Dragging was cancelled. Graph ${title} was not moved.`;
