import {
  CHIP_DEFAULT_PAGE_SIZE, CHIP_PAGE_ALL, CHIP_PAGE_SIZES, chipPage, type ChipOption, emptyText, matchesSearch, pageSizeText, toggleChip,
  visibleOptions,
} from './chip-picker.logic';

const OPTIONS: ChipOption[] = [
  { id: 1, label: 'Yampa River at Steamboat', tooltip: 'YR-01' },
  { id: 2, label: 'Elk River', tooltip: 'ER-07' },
  { id: 3, label: 'Stagecoach Reservoir' },
];

describe('chip picker logic', () => {
  it('offers 10, 25, 50, 100 and All per page, 25 by default', () => {
    expect(CHIP_PAGE_SIZES.map(pageSizeText)).toEqual(['10', '25', '50', '100', 'All']);
    expect(CHIP_DEFAULT_PAGE_SIZE).toBe(25);
  });

  it('matches every word of a search in the label or the tooltip, ignoring case', () => {
    expect(matchesSearch(OPTIONS[0], 'river yampa')).toBe(true);
    expect(matchesSearch(OPTIONS[1], 'er-07')).toBe(true);
    expect(matchesSearch(OPTIONS[1], 'elk yampa')).toBe(false);
    expect(matchesSearch(OPTIONS[2], '  ')).toBe(true);
  });

  it('shows the matching options, only the selected ones under Show Selected', () => {
    expect(visibleOptions(OPTIONS, [2], 'river', false).map((o) => o.id)).toEqual([1, 2]);
    expect(visibleOptions(OPTIONS, [2], 'river', true).map((o) => o.id)).toEqual([2]);
    expect(visibleOptions(OPTIONS, [], '', true)).toEqual([]);
  });

  it('pages the options, with All as one page of every option', () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    expect(chipPage(items, 3, 25)).toMatchObject({ page: 3, pageCount: 3, first: 51, last: 60 });
    expect(chipPage(items, 9, 25).page).toBe(3);
    expect(chipPage(items, 1, CHIP_PAGE_ALL)).toMatchObject({ page: 1, pageCount: 1, first: 1, last: 60 });
    expect(chipPage([], 1, CHIP_PAGE_ALL)).toMatchObject({ rows: [], pageCount: 1, total: 0 });
  });

  it('toggles a chip in and out of the selection', () => {
    expect(toggleChip([1, 2], 2)).toEqual([1]);
    expect(toggleChip([1], 3)).toEqual([1, 3]);
  });

  it('says why a list is empty', () => {
    expect(emptyText(false)).toBe('No options available');
    expect(emptyText(true)).toBe('No options selected');
  });
});
