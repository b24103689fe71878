import { Callout, Card, Classes, Icon } from '@blueprintjs/core';
import {
  type Announcements, closestCorners, DndContext, type DragEndEvent, type DragStartEvent, DragOverlay, KeyboardSensor,
  PointerSensor, type ScreenReaderInstructions, type UniqueIdentifier, useDroppable, useSensor, useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, type SortingStrategy, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  AVAILABLE_LIST_ID, availableOf, cancelText, changesSelection, dropOf, dropText, feedback, GRAPH_PICKER_TEXT, type GraphOption,
  isFull, keepOffered, MAX_GRAPHS, overText, pickedUpText, planDrop, slotId,
} from './graph-picker.logic';
import './graph-picker.css';

export interface GraphPickerProps {
  /** The graphs the current region offers, in the order the available list shows them. */
  options: readonly GraphOption[];
  /** The chosen graphs' ids, in the order they are drawn; ids the options lack are ignored. */
  selected: readonly number[];
  onChange(selected: number[]): void;
  /** The picker's accessible name (default 'Graphs'). */
  label?: string;
}

/** A few pixels of movement before a pointer drag starts, so a plain click on a card stays a click. */
const POINTER_ACTIVATION_DISTANCE = 5;

const instructions: ScreenReaderInstructions = { draggable: GRAPH_PICKER_TEXT.instructions };

/**
 * The available list keeps the options' order whatever is dragged over it, so it never previews a reorder
 * (which dnd-kit's sorting strategies would otherwise show by shifting its cards).
 */
const fixedOrder: SortingStrategy = () => null;

/** One draggable graph card; `locked` stops it being picked up while it can still take drops. */
function GraphCard({ option, locked = false }: { option: GraphOption; locked?: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: option.id,
    // A locked card still takes drops, so a selected card can be returned next to it.
    disabled: { draggable: locked, droppable: false },
    // dnd-kit's default 'sortable' would be wrong for the available list, whose order never changes.
    attributes: { roleDescription: 'draggable graph' },
  });
  const classes = ['portal-graph-card', isDragging ? 'is-dragging' : '', locked ? 'is-locked' : ''].filter(Boolean).join(' ');
  return (
    <li className="portal-graph-picker-item">
      <Card
        ref={setNodeRef}
        compact
        className={classes}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        {...attributes}
        {...listeners}
      >
        <Icon icon="drag-handle-vertical" className={Classes.TEXT_MUTED} />
        <span className="portal-graph-card-title">{option.title}</span>
      </Card>
    </li>
  );
}

/** An empty place in the selection, a drop target of its own so a card can land where no card is yet. */
function EmptySlot({ index }: { index: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(index) });
  return (
    <li className="portal-graph-picker-item">
      <div ref={setNodeRef} className={`portal-graph-slot ${Classes.TEXT_MUTED}${isOver ? ' is-over' : ''}`}>
        {GRAPH_PICKER_TEXT.empty}
      </div>
    </li>
  );
}

/** The cards not selected, in the options' order; once two are selected they stay put until one is returned. */
function AvailableList({ available, locked }: { available: readonly GraphOption[]; locked: boolean }) {
  // Its cards take drops while it has any; the list itself only has to when it is empty.
  const { setNodeRef } = useDroppable({ id: AVAILABLE_LIST_ID, disabled: available.length > 0 });
  return (
    <SortableContext id="available" items={available.map((option) => option.id)} strategy={fixedOrder}>
      <ul ref={setNodeRef} role="list" aria-label={GRAPH_PICKER_TEXT.available} className="portal-graph-picker-list portal-graph-picker-available">
        {available.map((option) => (
          <GraphCard key={option.id} option={option} locked={locked} />
        ))}
      </ul>
    </SortableContext>
  );
}

/**
 * A drag-and-drop choice of up to two graphs: the available cards on the left, the selection's two slots on the right.
 * A card joins the selection while it has room, is reordered within it, or is dragged back to the available list,
 * where it returns to its place. Mouse, touch and keyboard (Space or Enter to pick up and drop, arrow keys to move,
 * Escape to cancel) all drag, and each step is announced to screen readers.
 */
export function GraphPicker({ options, selected: requested, onChange, label = GRAPH_PICKER_TEXT.label }: GraphPickerProps) {
  const selected = useMemo(() => keepOffered(requested, options), [requested, options]);
  const available = useMemo(() => availableOf(options, selected), [options, selected]);
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const full = isFull(selected);
  const message = feedback(selected.length);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: POINTER_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = useCallback((id: UniqueIdentifier): string => byId.get(Number(id))?.title ?? String(id), [byId]);

  // dnd-kit reports the picked-up card as over its own place straight after the pick-up; saying so would cut off
  // 'Picked up graph …' in the live region, so that first report is skipped (a later return to its place is not).
  const justPickedUp = useRef<UniqueIdentifier | null>(null);

  // dnd-kit calls these before the parent has the new selection, so each reads the selection the drag began with,
  // the same one the drop is applied to.
  const announcements = useMemo<Announcements>(() => {
    const plan = (id: UniqueIdentifier, overId: UniqueIdentifier | null) => {
      const drop = dropOf(selected, Number(id), overId);
      return { drop, outcome: planDrop(options, selected, drop).outcome };
    };
    return {
      onDragStart: ({ active }) => {
        justPickedUp.current = active.id;
        return pickedUpText(titleOf(active.id));
      },
      onDragOver: ({ active, over }) => {
        const unmoved = justPickedUp.current === active.id && over?.id === active.id;
        justPickedUp.current = null;
        if (unmoved) return undefined;
        const { drop, outcome } = plan(active.id, over?.id ?? null);
        return overText(titleOf(active.id), drop, outcome);
      },
      onDragEnd: ({ active, over }) => dropText(titleOf(active.id), plan(active.id, over?.id ?? null).outcome),
      onDragCancel: ({ active }) => cancelText(titleOf(active.id)),
    };
  }, [titleOf, options, selected]);

  const handleDragStart = ({ active }: DragStartEvent) => setActiveId(Number(active.id));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const { selected: next, outcome } = planDrop(options, selected, dropOf(selected, Number(active.id), over?.id ?? null));
    if (changesSelection(outcome)) onChange(next);
  };

  const emptySlots = Array.from({ length: Math.max(0, MAX_GRAPHS - selected.length) }, (_, k) => selected.length + k);

  return (
    <div role="group" aria-label={label} className="portal-graph-picker">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setActiveId(null)}
      >
        <section className="portal-graph-picker-column">
          <div className="portal-graph-picker-heading">{GRAPH_PICKER_TEXT.available}</div>
          <AvailableList available={available} locked={full} />
        </section>
        <section className="portal-graph-picker-column">
          <div className="portal-graph-picker-heading">{GRAPH_PICKER_TEXT.selection}</div>
          <Callout className="portal-graph-picker-feedback" intent={message.intent} role="status" aria-live="polite" compact>
            {message.text}
          </Callout>
          <div className={`portal-graph-picker-selection ${full ? 'is-full' : 'is-incomplete'}`}>
            <SortableContext id="selection" items={selected} strategy={verticalListSortingStrategy}>
              <ul role="list" aria-label={GRAPH_PICKER_TEXT.selection} className="portal-graph-picker-list">
                {selected.map((id) => {
                  const option = byId.get(id);
                  return option ? <GraphCard key={id} option={option} /> : null;
                })}
                {emptySlots.map((index) => (
                  <EmptySlot key={`slot-${index}`} index={index} />
                ))}
              </ul>
            </SortableContext>
          </div>
        </section>
        <DragOverlay>
          {activeId != null ? (
            <Card compact className="portal-graph-card is-overlay" aria-hidden>
              <Icon icon="drag-handle-vertical" className={Classes.TEXT_MUTED} />
              <span className="portal-graph-card-title">{titleOf(activeId)}</span>
            </Card>
          ) : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}
