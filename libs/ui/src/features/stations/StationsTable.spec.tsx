import { fireEvent, render, screen, within } from '@testing-library/react';
import { preloadIcons } from '../../testing/icons';
import { stationItems } from '../../testing/preloaded-store';
import { StationsTable, type StationsTableProps } from './StationsTable';

function renderTable(props: Partial<StationsTableProps> = {}) {
  const onRegionChange = jest.fn();
  const view = render(
    <StationsTable items={stationItems(25)} status="ready" regGroupNdx={null} onRegionChange={onRegionChange} {...props} />,
  );
  return { ...view, onRegionChange };
}

/** The body rows as the user reads them, one string of cell texts per row. */
function bodyRows(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).join(' | '));
}

const showing = () => screen.getByText(/^Showing /).textContent;
const regionSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Filter by Region' });

describe('StationsTable', () => {
  beforeAll(preloadIcons);

  it('has the product\'s columns', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Region',
      'Monitoring Location',
      'Parameter',
      'Starts',
      'Ends',
      'Huc 10',
    ]);
  });

  it('shows rows with MM/dd/yyyy dates and a blank for a missing HUC', () => {
    renderTable();
    expect(bodyRows()[0]).toBe('Elk River | Elk River near Milner | Discharge | 05/01/1990 | 12/31/2023 | ');
    expect(bodyRows()[2]).toBe(
      'Upper Yampa | Upper Yampa Site 01 | Discharge | 10/01/2001 | 09/30/2024 | Upper Yampa River',
    );
  });

  it('shows a spinner while loading, without paging', () => {
    renderTable({ items: undefined, status: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("says 'Error loading data' when the list could not be loaded", () => {
    renderTable({ items: undefined, status: 'error' });
    expect(screen.getByRole('alert').textContent).toBe('Error loading data');
  });

  it("says 'No records to display' for an empty list", () => {
    renderTable({ items: [] });
    expect(bodyRows()).toEqual(['No records to display']);
    expect(showing()).toBe('Showing 0 of 0');
  });

  it('pages ten rows at a time by default, and back', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(showing()).toBe('Showing 1–10 of 27');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(showing()).toBe('Showing 11–20 of 27');
    expect(bodyRows()[0]).toMatch(/^Upper Yampa \| Upper Yampa Site 09 \|/);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(showing()).toBe('Showing 21–27 of 27');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(showing()).toBe('Showing 11–20 of 27');
  });

  it('offers page sizes 5, 10, 30 and 60, and a new size starts at the first page', () => {
    renderTable();
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect([...size.options].map((o) => o.textContent)).toEqual(['5', '10', '30', '60']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.change(size, { target: { value: '5' } });
    expect(showing()).toBe('Showing 1–5 of 27');
    fireEvent.change(size, { target: { value: '30' } });
    expect(bodyRows()).toHaveLength(27);
  });

  it('narrows rows with a "contains" text filter and goes back to the first page', () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by Parameter' }), { target: { value: 'temp' } });
    expect(showing()).toBe('Showing 1–10 of 12');
    expect(bodyRows().every((row) => row.includes('| Water Temperature |'))).toBe(true);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by Monitoring Location' }), {
      target: { value: 'no such place' },
    });
    expect(bodyRows()).toEqual(['No records to display']);
  });

  it('filters dates as shown', () => {
    renderTable();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by Starts' }), { target: { value: '05/01/1990' } });
    expect(showing()).toBe('Showing 1–2 of 2');
  });

  it('presets the Region filter from the route and shows only that region', () => {
    renderTable({ regGroupNdx: 10 });
    expect(regionSelect().selectedOptions[0].textContent).toBe('Elk River');
    expect(bodyRows().map((row) => row.split(' | ')[0])).toEqual(['Elk River', 'Elk River']);
  });

  it('lists each region once and shows every region for a route region the table does not have', () => {
    renderTable({ regGroupNdx: 99 });
    expect([...regionSelect().options].map((o) => o.textContent)).toEqual(['All regions', 'Elk River', 'Upper Yampa']);
    expect(regionSelect().selectedOptions[0].textContent).toBe('All regions');
    expect(showing()).toBe('Showing 1–10 of 27');
  });

  it('reports a picked region to the page, which keeps it in the route', () => {
    const { onRegionChange } = renderTable({ regGroupNdx: 10 });
    fireEvent.change(regionSelect(), { target: { value: '4' } });
    fireEvent.change(regionSelect(), { target: { value: '' } });
    expect(onRegionChange.mock.calls).toEqual([[4], [null]]);
  });

  it('keeps the Region filter disabled until the list is there', () => {
    renderTable({ items: undefined, status: 'loading', regGroupNdx: 4 });
    expect(regionSelect().disabled).toBe(true);
  });
});
