import { Callout, H1, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/constants';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { DASHBOARD_PATH } from '../../paths';
import { fetchErrorText, PAGE_TITLE } from './query-and-download.logic';
import { QueryForm } from './QueryForm';
import { useQueryLookups } from './use-query-lookups';
import './query-and-download.css';

/**
 * Query & Download (public): a form choosing the period, time step, filters, locations and parameters, the count
 * of the records it selects, and the CSV of them. The route's data-category path preselects that Quick-Filter.
 */
export default function QueryAndDownloadPage() {
  const { datacategoryPath } = useParams();
  const { lookups, error } = useQueryLookups();
  return (
    <>
      <title>{`${PAGE_TITLE} | ${PRODUCT_NAME}`}</title>
      <PageBreadcrumbs items={[{ text: 'Dashboard', to: DASHBOARD_PATH }, { text: PAGE_TITLE }]} />
      <H1 className="portal-page-title">{PAGE_TITLE}</H1>
      {error ? (
        <Callout intent="danger" role="alert">{fetchErrorText(error)}</Callout>
      ) : lookups ? (
        // A new category path starts a new form, with that category preselected.
        <QueryForm key={datacategoryPath ?? ''} lookups={lookups} categoryPath={datacategoryPath} />
      ) : (
        <Spinner aria-label="Loading the form" />
      )}
    </>
  );
}
