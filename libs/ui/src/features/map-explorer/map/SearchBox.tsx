import { InputGroup, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useId, useState } from 'react';

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

/**
 * A search box with its results in a popover below it ('Individual Locations Search' and
 * 'Address/Coords Search'). Enter chooses the first result. The caller debounces and searches.
 */
export function SearchBox<T>({ label, placeholder, showLabel, text, onText, results, view, onChoose, emptyText, className }: SearchBoxProps<T>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const choose = (result: T) => {
    setOpen(false);
    onChoose(result);
  };
  const list = (
    <Menu role="listbox" aria-label={`${label} results`} className="map-explorer-search-results">
      {results.length === 0 && <MenuItem roleStructure="listoption" disabled text={emptyText} />}
      {results.map((result) => {
        const { key, text: resultText, label: secondary } = view(result);
        return <MenuItem key={key} roleStructure="listoption" text={resultText} label={secondary} onClick={() => choose(result)} />;
      })}
    </Menu>
  );
  return (
    <div className={className}>
      {showLabel && (
        <label htmlFor={id} className="map-explorer-search-label">
          {label}
        </label>
      )}
      <PopoverNext
        content={list}
        // Open whenever there is text, empty or not: a popover that closed while results load and reopened when
        // they arrive would flicker with every keystroke.
        isOpen={open && text.trim() !== ''}
        autoFocus={false}
        enforceFocus={false}
        placement="bottom-start"
        matchTargetWidth
        onInteraction={(next) => {
          if (!next) setOpen(false);
        }}
        fill
      >
        <InputGroup
          id={id}
          type="search"
          leftIcon="search"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          autoComplete="off"
          onChange={(event) => {
            onText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && results.length > 0) choose(results[0]);
            if (event.key === 'Escape') setOpen(false);
          }}
        />
      </PopoverNext>
    </div>
  );
}
