import { H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../common/constants';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { DASHBOARD_PATH } from '../../paths';
import './colors-of-water.css';

/** The frame both Colors of Water pages share: the browser title, the breadcrumb back to Dashboard and the heading. */
export function ColorsOfWaterPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <PageBreadcrumbs items={[{ text: 'Dashboard', to: DASHBOARD_PATH }, { text: title }]} />
      <H1 className="portal-page-title">{title}</H1>
      {children}
    </>
  );
}
