import { Callout, H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../common/constants';
import { errorOccurredText } from '../../common/messages';
import { DASHBOARD_PATH } from '../../paths';
import { ChartMessage, SeriesColorsProvider } from '../charts';
import { PageBreadcrumbs } from '../PageBreadcrumbs';
import './explorer.css';

export interface ExplorerPageFrameProps {
  title: string;
  /** Why the option lists could not be loaded, or null. */
  failure: string | null;
  /** The screen itself, once the lists are in and the state read; 'Loading...' until then. */
  children: ReactNode | null;
}

/** What every explorer page shows around its controls and charts: the browser title, the breadcrumb, the heading, a failed list. */
export function ExplorerPageFrame({ title, failure, children }: ExplorerPageFrameProps) {
  return (
    <>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <PageBreadcrumbs items={[{ text: 'Dashboard', to: DASHBOARD_PATH }, { text: title }]} />
      <H1 className="portal-page-title">{title}</H1>
      {failure !== null && (
        <Callout intent="danger" role="alert" className="portal-explorer-note">
          {errorOccurredText(failure)}
        </Callout>
      )}
      {/* One colour scale for the page's charts: a site keeps its colour on each of them. */}
      <SeriesColorsProvider>{children ?? (failure === null && <ChartMessage state={{ kind: 'loading' }} />)}</SeriesColorsProvider>
    </>
  );
}
