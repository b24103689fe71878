import { useParams } from 'react-router-dom';
import { MainLayout } from './MainLayout';
import { NotFoundPage } from './NotFoundPage';
import { stakeholderByPath } from '../../common/stakeholders';

/** The stakeholder layout: the main layout with the sidebar closed (the page itself opens the Additional Resources drawer). */
export function StakeholderLayout() {
  const category = stakeholderByPath(useParams<{ datacategoryPath: string }>().datacategoryPath);
  // An unknown stakeholder is a missing page like any other: with the site's header, navigation and footer.
  if (!category) {
    return (
      <MainLayout variant="stakeholder">
        <NotFoundPage />
      </MainLayout>
    );
  }
  return <MainLayout variant="stakeholder" />;
}
