import { Button, Drawer, DrawerSize } from '@blueprintjs/core';
import { useGetOtherResourceLinksQuery } from '@portal/api-client';
import { useState } from 'react';
import { ResourcesTable } from './ResourcesTable';
import type { StakeholderCategory } from '../../common/stakeholders';

/**
 * A stakeholder page's Additional Resources button and its side drawer: the category's links, fetched per
 * stakeholder ndx only once the drawer is first opened. The button sits in the page's flow (in the hero, under the
 * description): floating over the page, it covered a tool card on the first screen at every width.
 */
export function ResourcesDrawer({ category }: { category: StakeholderCategory }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { data, isError } = useGetOtherResourceLinksQuery(category.ndx, { skip: !opened });
  return (
    <>
      <Button
        className="portal-resources-button"
        intent="primary"
        size="large"
        icon="link"
        text="Additional Resources"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
        title={`${category.splashTitle}: Additional Resources`}
        icon="link"
        size={DrawerSize.SMALL}
        className="portal-resources-drawer"
      >
        {/* Blueprint's drawer has no role of its own; the region names the links for assistive technology. */}
        <section className="portal-drawer-body" aria-label={`${category.splashTitle} resources`}>
          <ResourcesTable links={data} status={data ? 'ready' : isError ? 'error' : 'loading'} />
        </section>
      </Drawer>
    </>
  );
}
