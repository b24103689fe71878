import { H1 } from '@blueprintjs/core';
import { useGetStationsListQuery } from '@portal/api-client';
import { useNavigate, useParams } from 'react-router-dom';
import { stationsPath } from '../../paths';
import { PRODUCT_NAME } from '../../common/constants';
import { STATIONS_TITLE } from './stations.constants';
import { parseRegGroupNdx } from './stations-table.logic';
import { StationsTable, type StationsTableStatus } from './StationsTable';

/**
 * Stations table page. The region lives in the route (`:reg_group_ndx?`) so a filtered table can be
 * shared; the whole list is fetched once and filtered here, so changing region needs no new call.
 */
export default function StationsPage() {
  const params = useParams<{ reg_group_ndx?: string }>();
  const navigate = useNavigate();
  const { data, isError } = useGetStationsListQuery();
  // Rows we already have beat an error message; before the first answer the table is loading.
  const status: StationsTableStatus = data ? 'ready' : isError ? 'error' : 'loading';

  return (
    <>
      <title>{`${STATIONS_TITLE} | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">{STATIONS_TITLE}</H1>
      <StationsTable
        items={data}
        status={status}
        regGroupNdx={parseRegGroupNdx(params.reg_group_ndx)}
        // Replace, not push: picking regions should not fill the back button's history.
        onRegionChange={(regGroupNdx) => navigate(stationsPath(regGroupNdx), { replace: true })}
      />
    </>
  );
}
