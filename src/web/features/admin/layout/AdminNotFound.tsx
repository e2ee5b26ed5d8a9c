import { Link } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { ui } from '../components/ui';

export default function AdminNotFound() {
  return (
    <div>
      <PageHeader title="Page not found" description="There is no admin screen at this address." />
      <Link to="/admin" className={ui.btnPrimary}>
        Back to the dashboard
      </Link>
    </div>
  );
}
