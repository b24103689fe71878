import { Button, Classes, InputGroup, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../common/use-debounced-value';
import { TablePager } from '../TablePager';
import {
  CHIP_DEFAULT_PAGE_SIZE, CHIP_PAGE_SIZES, CHIP_PICKER_TEXT, CHIP_SEARCH_DEBOUNCE_MS, chipPage, type ChipOption, emptyText, pageSizeText,
  toggleChip, visibleOptions,
} from './chip-picker.logic';
import './chip-picker.css';

export interface ChipPickerProps<Id extends string | number> {
  /** The group's accessible name ('Locations'); the search box, list and pager are named after it. */
  label: string;
  options: readonly ChipOption<Id>[];
  selected: readonly Id[];
  onChange(selected: Id[]): void;
}

/** One chip: a toggle button whose pressed state is the selection, with its tooltip. */
function Chip<Id extends string | number>({ option, selected, onToggle }: { option: ChipOption<Id>; selected: boolean; onToggle(id: Id): void }) {
  return (
    <li>
      <Tooltip content={option.tooltip ?? option.label} placement="top" hoverOpenDelay={300}>
        <Button
          className="portal-chip"
          size="small"
          intent={selected ? 'primary' : 'none'}
          icon={selected ? 'tick' : undefined}
          aria-pressed={selected}
          text={option.label}
          onClick={() => onToggle(option.id)}
        />
      </Tooltip>
    </li>
  );
}

/**
 * A searchable, paged set of chips for choosing many of a long list: a search box (filtering once typing pauses),
 * Show Selected / Show All, the chips (a click selects or deselects one, a tooltip gives its full name), and the
 * page and page-size choice under them.
 */
export function ChipPicker<Id extends string | number>({ label, options, selected, onChange }: ChipPickerProps<Id>) {
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, CHIP_SEARCH_DEBOUNCE_MS);
  const [onlySelected, setOnlySelected] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(CHIP_DEFAULT_PAGE_SIZE);
  const chosen = useMemo(() => new Set<Id>(selected), [selected]);
  const shown = useMemo(
    () => chipPage(visibleOptions(options, selected, settledSearch, onlySelected), page, pageSize),
    [options, selected, settledSearch, onlySelected, page, pageSize],
  );

  return (
    <div role="group" aria-label={label} className="portal-chip-picker">
      <div className="portal-chip-picker-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder={CHIP_PICKER_TEXT.search}
          aria-label={`Search ${label}`}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Button
          text={onlySelected ? CHIP_PICKER_TEXT.showAll : CHIP_PICKER_TEXT.showSelected}
          onClick={() => {
            setOnlySelected((value) => !value);
            setPage(1);
          }}
        />
        <span className={Classes.TEXT_MUTED}>{`${selected.length} of ${options.length} selected`}</span>
      </div>
      {shown.total === 0 ? (
        <p className={`portal-chip-picker-empty ${Classes.TEXT_MUTED}`}>{emptyText(onlySelected)}</p>
      ) : (
        <ul className="portal-chip-list" aria-label={`${label} options`}>
          {shown.rows.map((option) => (
            <Chip key={option.id} option={option} selected={chosen.has(option.id)} onToggle={(id) => onChange(toggleChip(selected, id))} />
          ))}
        </ul>
      )}
      <TablePager
        label={`${label} pages`}
        page={shown}
        onPageChange={setPage}
        pageSize={pageSize}
        pageSizes={CHIP_PAGE_SIZES}
        pageSizeLabel="Per page"
        pageSizeText={pageSizeText}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </div>
  );
}
