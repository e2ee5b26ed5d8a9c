/** "Cancel" beside a form's submit button: back to the screen the form was opened from, nothing saved. */
import { Link } from 'react-router';
import { ui } from './ui';

export function CancelLink({ to }: { to: string }) {
  return (
    <Link to={to} className={ui.btnSecondary}>
      Cancel
    </Link>
  );
}
