import { InputGroup, type MiddlewareConfig, PopoverNext } from '@blueprintjs/core';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';

export interface SearchResultView {
  key: string;
  text: string;
  /** Secondary text beside the result (its id, its kind). */
  label?: string;
}

export interface SearchBoxProps<T> {
  label: string;
  placeholder: string;
  /** Shows the label above the box; otherwise it only names the box for assistive technology. */
  showLabel?: boolean;
  text: string;
  onText: (text: string) => void;
  results: readonly T[];
  view: (result: T) => SearchResultView;
  onChoose: (result: T) => void;
  /** Shown in the popover while there are no results ('Searching…', 'No matches'). */
  emptyText: string;
  className?: string;
}

/** The results at least as wide as the box, wider when the names need it (the stylesheet caps the width). */
const AT_LEAST_TARGET_WIDTH: MiddlewareConfig = {
  size: {
    apply({ rects, elements }) {
      elements.floating.style.minWidth = `${rects.reference.width}px`;
    },
  },
};

/** The option a key moves to among `count` options from `active` (-1: none yet), or null for a key it ignores. */
export function nextActiveOption(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A search box with its results in a popover below it ('Individual Locations Search' and 'Address/Coords Search'),
 * built as an ARIA combobox: the input keeps the focus and points at the highlighted option with
 * aria-activedescendant. Down and Up arrows (and Home and End while the list shows) move through the results, Enter
 * chooses the highlighted one (the first when none is), Escape closes the list. The caller debounces and searches.
 */
export function SearchBox<T>({ label, placeholder, showLabel, text, onText, results, view, onChoose, emptyText, className }: SearchBoxProps<T>) {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // New results (the user typed on) start with nothing highlighted.
  const [activeFor, setActiveFor] = useState(results);
  if (activeFor !== results) {
    setActiveFor(results);
    setActive(-1);
  }
  // Open whenever there is text, results or not: a popover that closed while results load and reopened when they
  // arrive would flicker with every keystroke. The listbox itself is there only while there are results.
  const popoverOpen = open && text.trim() !== '';
  const expanded = popoverOpen && results.length > 0;
  const activeOption = expanded && active >= 0 && active < results.length ? optionId(active) : undefined;

  useEffect(() => {
    // Keeps the highlighted option in sight when the arrows move past the list's scrolled edge.
    if (activeOption) document.getElementById(activeOption)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (result: T) => {
    close();
    onChoose(result);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      // Alt+Down only shows the list; a list opened by the arrows starts on its first (Up: last) option.
      if (event.altKey) return;
      const next = nextActiveOption(key, expanded ? active : -1, results.length);
      if (next !== null) setActive(next);
    } else if ((key === 'Home' || key === 'End') && expanded) {
      event.preventDefault();
      setActive(nextActiveOption(key, active, results.length) ?? -1);
    } else if (key === 'Enter' && popoverOpen && results.length > 0) {
      event.preventDefault();
      choose(results[activeOption ? active : 0]);
    } else if (key === 'Escape' && popoverOpen) {
      // Only the list closes; with the list closed the browser clears the search field, as a search field does.
      event.preventDefault();
      close();
    }
  };

  const content = expanded ? (
    <ul
      id={listId}
      role="listbox"
      aria-label={`${label} results`}
      className="map-explorer-search-results"
      // The input keeps the focus while the pointer picks an option.
      onMouseDown={(event) => event.preventDefault()}
    >
      {results.map((result, index) => {
        const { key, text: resultText, label: secondary } = view(result);
        return (
          <li
            key={key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="map-explorer-search-option"
            onClick={() => choose(result)}
          >
            <span className="map-explorer-search-option-text">{resultText}</span>
            {secondary && (
              <>
                {' '}
                <span className="map-explorer-search-option-label">{secondary}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  ) : (
    <div className="map-explorer-search-empty">{emptyText}</div>
  );

  return (
    <div className={className}>
      {showLabel && (
        <label htmlFor={id} className="map-explorer-search-label">
          {label}
        </label>
      )}
      <PopoverNext
        content={content}
        isOpen={popoverOpen}
        autoFocus={false}
        enforceFocus={false}
        // The focus stays in the box; when a choice moves it on (into a map popup) it must not be pulled back.
        shouldReturnFocusOnClose={false}
        placement="bottom-start"
        middleware={AT_LEAST_TARGET_WIDTH}
        onInteraction={(next) => {
          if (!next) close();
        }}
        fill
        // The input is the combobox and carries its own ARIA state: the popover's aria-haspopup="menu" and
        // aria-expanded would misdescribe it, so only the positioning ref and class go on the wrapper.
        renderTarget={({ ref, className: targetClassName }) => (
          <div ref={ref} className={targetClassName}>
            <InputGroup
              id={id}
              type="search"
              leftIcon="search"
              role="combobox"
              aria-label={showLabel ? undefined : label}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={expanded ? listId : undefined}
              aria-activedescendant={activeOption}
              placeholder={placeholder}
              value={text}
              autoComplete="off"
              onChange={(event) => {
                onText(event.target.value);
                setOpen(true);
              }}
              // Typing, the Down arrow or a click shows the list; the focus alone does not, so a user tabbing
              // through (or coming back from the popup a choice opened) is not met by a list they did not ask for.
              onClick={() => setOpen(true)}
              onBlur={close}
              onKeyDown={onKeyDown}
            />
          </div>
        )}
      />
      <span className="portal-visually-hidden" role="status">
        {popoverOpen ? (results.length > 0 ? `${results.length} results` : emptyText) : ''}
      </span>
    </div>
  );
}
