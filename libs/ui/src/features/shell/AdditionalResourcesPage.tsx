import { Button, ButtonGroup, H1 } from '@blueprintjs/core';
import { useGetListDataCategoriesQuery, useGetOtherResourceLinksQuery } from '@portal/api-client';
import type { DataCategory } from '@portal/contracts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { initialSelection, toggleCategory } from './resources.logic';
import { ResourcesTable } from './ResourcesTable';
import { PRODUCT_NAME } from '../../common/constants';

const TITLE = 'Additional Resources';

/** The Additional Resources page: a toggle button per category above the links table. */
export default function AdditionalResourcesPage() {
  const { datacategoryPath } = useParams<{ datacategoryPath?: string }>();
  const categories = useGetListDataCategoriesQuery();
  const links = useGetOtherResourceLinksQuery();
  const status = links.data && categories.data ? 'ready' : links.isError || categories.isError ? 'error' : 'loading';
  return (
    <>
      <title>{`${TITLE} | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">{TITLE}</H1>
      {categories.data ? (
        // Keyed by the route's category, so following a link to another category presets it afresh.
        <SelectableResources key={datacategoryPath ?? ''} categories={categories.data} routePath={datacategoryPath} links={links.data} status={status} />
      ) : (
        <ResourcesTable links={undefined} status={status} />
      )}
    </>
  );
}

interface SelectableResourcesProps {
  categories: readonly DataCategory[];
  routePath: string | undefined;
  links: Parameters<typeof ResourcesTable>[0]['links'];
  status: Parameters<typeof ResourcesTable>[0]['status'];
}

function SelectableResources({ categories, routePath, links, status }: SelectableResourcesProps) {
  const [selected, setSelected] = useState(() => initialSelection(categories, routePath));
  return (
    <>
      <ButtonGroup className="portal-category-toggles" role="group" aria-label="Data categories">
        {categories.map((c) => (
          <Button
            key={c.datacategory_ndx}
            text={c.datacategory_name}
            active={selected.includes(c.datacategory_ndx)}
            intent={selected.includes(c.datacategory_ndx) ? 'primary' : 'none'}
            aria-pressed={selected.includes(c.datacategory_ndx)}
            onClick={() => setSelected((current) => toggleCategory(current, c.datacategory_ndx))}
          />
        ))}
      </ButtonGroup>
      <ResourcesTable links={links} status={status} selectedCategories={selected} />
    </>
  );
}
