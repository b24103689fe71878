import { H1 } from '@blueprintjs/core';
import { useGetSiteParamSummaryTableQuery } from '@portal/api-client';
import type { SiteParamSummaryRow } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/constants';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText } from '../../common/messages';
import { ColumnTable, type ColumnTableColumn } from '../../components/ColumnTable';
import {
  flyToMapPath, locationLinks, SITE_SUMMARY_COLUMNS, SITE_SUMMARY_CSV_FILE, SITE_SUMMARY_PAGE_SIZE, SITE_SUMMARY_PAGE_SIZES, SITE_SUMMARY_TITLE,
} from './site-summary.logic';
import './site-summary.css';

/** The columns of short values, kept on one line so the long texts wrap instead and the rows stay compact. */
const ONE_LINE_COLUMNS = new Set(['location_type', 'huc8', 'start_por', 'end_por', 'years', 'latitude', 'longitude']);

/**
 * The other columns hold long texts (names, providers, links): each keeps to two lines, its whole text in the tooltip,
 * so a screen at 1440 px shows about twice as many rows.
 */
const COLUMNS: ColumnTableColumn<SiteParamSummaryRow>[] = SITE_SUMMARY_COLUMNS.map((column) =>
  ONE_LINE_COLUMNS.has(column.key)
    ? { ...column, className: 'portal-column-nowrap' }
    : column.key === 'location_urls'
    ? {
        ...column,
        // One link a line, each kept to two lines by itself (a link cut by its cell would be a control cut short).
        render: (row) =>
          locationLinks(row.location_urls).map((link, i) => (
            <a key={`${link.url}-${i}`} className="portal-column-clamp" title={link.label} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          )),
      }
    : { ...column, clamp: true, className: column.key === 'location_name' ? 'portal-site-summary-name' : undefined },
);

/**
 * Site Summary Table: which parameters are monitored at which sites and since when, filterable, with a choice of
 * columns, 60 rows a page, each location's links, and Fly to on Map.
 */
export default function SiteSummaryPage() {
  const table = useGetSiteParamSummaryTableQuery();
  return (
    <>
      <title>{`${SITE_SUMMARY_TITLE} | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">{SITE_SUMMARY_TITLE}</H1>
      <ColumnTable
        label={SITE_SUMMARY_TITLE}
        columns={COLUMNS}
        rows={table.data}
        errorText={table.error && !table.data ? errorOccurredText(errorMessage(table.error)) : null}
        rowKey={(row) => `${row.location_ndx}-${row.parameter_ndx}`}
        pageSize={SITE_SUMMARY_PAGE_SIZE}
        pageSizes={SITE_SUMMARY_PAGE_SIZES}
        csvFileName={SITE_SUMMARY_CSV_FILE}
        actions={{ header: 'Map', render: (row) => <FlyTo row={row} /> }}
      />
    </>
  );
}

function FlyTo({ row }: { row: SiteParamSummaryRow }) {
  const to = flyToMapPath(row);
  if (!to) return null;
  return (
    // The name starts with the words the link shows (speech users say what they see) and names the row's location.
    <Link to={to} className="bp6-button bp6-minimal bp6-small" aria-label={`Fly to on Map: ${row.location_name}`}>
      Fly to on Map
    </Link>
  );
}
