import { Classes, H1 } from '@blueprintjs/core';
import { ALL_TOOLS_NDX } from '@portal/api-client';
import { useParams } from 'react-router-dom';
import { CategoryIllustration, HeroIllustration } from './illustrations';
import { PRODUCT_NAME } from '../../common/constants';
import { ResourcesDrawer } from './ResourcesDrawer';
import { stakeholderByPath } from '../../common/stakeholders';
import { ToolCards } from './ToolCards';

/**
 * The category tools page: hero image and title, then the category's tool cards. Without a category in
 * the route it is the all-tools dashboard; with one, the hero also opens the category's Additional Resources.
 */
export default function CategoryToolsPage() {
  const category = stakeholderByPath(useParams<{ datacategoryPath?: string }>().datacategoryPath);
  const title = category?.landingTitle ?? 'All Tools';
  return (
    <>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <header className="portal-hero portal-hero-compact">
        {category ? (
          <CategoryIllustration image={category.image} className="portal-hero-image" />
        ) : (
          <HeroIllustration className="portal-hero-image" />
        )}
        <div className="portal-hero-text">
          <H1>{title}</H1>
          <p className={Classes.RUNNING_TEXT}>
            {category?.description ?? 'Every public tool of the portal, for every kind of water-data user.'}
          </p>
          {category && <ResourcesDrawer category={category} />}
        </div>
      </header>
      <ToolCards ndx={category?.ndx ?? ALL_TOOLS_NDX} datacategoryPath={category?.datacategoryPath} />
    </>
  );
}
