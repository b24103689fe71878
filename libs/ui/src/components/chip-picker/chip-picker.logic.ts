/**
 * The rules of the chip picker, pure so each is tested directly: which options a search and the Show Selected
 * toggle leave, how they are paged, toggling a chip, and the empty texts.
 */
import { type Page, paginate } from '../paging';

/** One choice: its id, the chip's text and its tooltip (the full name, an id; the label when absent). */
export interface ChipOption<Id extends string | number = number> {
  id: Id;
  label: string;
  tooltip?: string;
}

/** The page size that shows every option at once. */
export const CHIP_PAGE_ALL = 0;
/** The page sizes a picker offers, 'All' last. */
export const CHIP_PAGE_SIZES: readonly number[] = [10, 25, 50, 100, CHIP_PAGE_ALL];
export const CHIP_DEFAULT_PAGE_SIZE = 25;
/** The search waits for typing to pause this long before it filters. */
export const CHIP_SEARCH_DEBOUNCE_MS = 100;

export const CHIP_PICKER_TEXT = {
  noOptions: 'No options available',
  noneSelected: 'No options selected',
  showSelected: 'Show Selected',
  showAll: 'Show All',
  all: 'All',
  search: 'Search',
} as const;

/** A page size as the page-size choice shows it. */
export const pageSizeText = (size: number): string => (size === CHIP_PAGE_ALL ? CHIP_PICKER_TEXT.all : String(size));

/** Whether an option matches a search: every word of it, case-insensitively, in its label or tooltip. */
export function matchesSearch(option: ChipOption<string | number>, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${option.label} ${option.tooltip ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The options shown: those matching the search, only the selected ones while Show Selected is on. */
export function visibleOptions<Id extends string | number>(
  options: readonly ChipOption<Id>[], selected: readonly Id[], search: string, onlySelected: boolean,
): ChipOption<Id>[] {
  const chosen = new Set<Id>(selected);
  return options.filter((option) => (!onlySelected || chosen.has(option.id)) && matchesSearch(option, search));
}

/** One page of the shown options; 'All' is a single page holding every one. */
export function chipPage<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  return paginate(items, page, pageSize === CHIP_PAGE_ALL ? Math.max(1, items.length) : pageSize);
}

/** The selection after clicking a chip: a selected one leaves, another joins (in the options' order). */
export function toggleChip<Id extends string | number>(selected: readonly Id[], id: Id): Id[] {
  return selected.includes(id) ? selected.filter((value) => value !== id) : [...selected, id];
}

/** What an empty list says: nothing chosen under Show Selected, otherwise nothing to choose from. */
export const emptyText = (onlySelected: boolean): string => (onlySelected ? CHIP_PICKER_TEXT.noneSelected : CHIP_PICKER_TEXT.noOptions);
