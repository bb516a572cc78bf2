import { useNavigate } from 'react-router';
import { WorkplaceScreen } from '@pasture/ui';

/** `/dashboard/workplace`, the landing page of the template dashboard (any role). */
export default function WorkplaceRoute() {
  const navigate = useNavigate();
  return <WorkplaceScreen onNavigate={({ path }) => void navigate(path)} />;
}
