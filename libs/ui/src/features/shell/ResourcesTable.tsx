import { HTMLSelect, HTMLTable, Icon } from '@blueprintjs/core';
import type { OtherResourceLink } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { type TableStatus, TableStateRow } from '../../components/TableMessageRow';
import { agencyOptions, filterResources } from './resources.logic';
import { TableScroll } from '../../components/TableScroll';

export interface ResourcesTableProps {
  links: readonly OtherResourceLink[] | undefined;
  status: TableStatus;
  /** Only links in any of these categories; null for every link (the drawer's list is already one category's). */
  selectedCategories?: readonly number[] | null;
}

const ALL_AGENCIES = '';

/**
 * Resource links: Resource (opens in a new tab) and Agency with a filter; no paging, search or
 * toolbar. Used by the Additional Resources page and the stakeholder drawers alike.
 */
export function ResourcesTable({ links, status, selectedCategories = null }: ResourcesTableProps) {
  const [agency, setAgency] = useState(ALL_AGENCIES);
  const agencies = useMemo(() => agencyOptions(links ?? []), [links]);
  // A chosen agency that the current list no longer has would hide every row; fall back to all.
  const effectiveAgency = agencies.includes(agency) ? agency : ALL_AGENCIES;
  const rows = useMemo(
    () => filterResources(links ?? [], selectedCategories, effectiveAgency),
    [links, selectedCategories, effectiveAgency],
  );

  return (
    <TableScroll label="Additional resources">
      <HTMLTable className="portal-table" aria-label="Additional resources" bordered compact striped>
        <thead>
          <tr>
            <th scope="col">Resource</th>
            <th scope="col">Agency</th>
          </tr>
          <tr className="portal-table-filters">
            <td />
            <td>
              <HTMLSelect
                aria-label="Filter by Agency"
                fill
                disabled={status !== 'ready'}
                value={effectiveAgency}
                onChange={(event) => setAgency(event.currentTarget.value)}
                options={[{ value: ALL_AGENCIES, label: 'All agencies' }, ...agencies]}
              />
            </td>
          </tr>
        </thead>
        <tbody>
          {status !== 'ready' || rows.length === 0 ? (
            <TableStateRow status={status} rowCount={rows.length} colSpan={2} />
          ) : (
            rows.map((link) => (
              <tr key={link.resource_url}>
                <td>
                  <a href={link.resource_url} target="_blank" rel="noopener noreferrer">
                    {link.resource_text}
                  </a>{' '}
                  <Icon icon="share" size={12} aria-label="(opens in a new tab)" />
                </td>
                <td>{link.agency_name}</td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </TableScroll>
  );
}
