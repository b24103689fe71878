import { useParams } from 'react-router-dom';
import { MainLayout } from './MainLayout';
import { NotFoundPage } from './NotFoundPage';
import { ResourcesDrawer } from './ResourcesDrawer';
import { stakeholderByPath } from './stakeholders';

/** The stakeholder layout: the main layout with the sidebar closed and the Additional Resources drawer. */
export function StakeholderLayout() {
  const category = stakeholderByPath(useParams<{ datacategoryPath: string }>().datacategoryPath);
  if (!category) return <NotFoundPage />;
  return <MainLayout variant="stakeholder" overlay={<ResourcesDrawer category={category} />} />;
}
