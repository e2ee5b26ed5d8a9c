import { Link } from 'react-router';
import { User } from 'lucide-react';
import { useSession } from '../../../lib/session';

/** The header's account entry. The full menu of storefront.md §2 lands with the accounts work. */
export function AccountMenu() {
  const { user } = useSession();
  const firstName = user?.name.split(' ')[0];
  return (
    <Link to={user ? '/profile' : '/login'} className="inline-flex items-center gap-2 p-2 text-sm">
      <User aria-hidden="true" className="h-5 w-5" />
      <span className="hidden lg:inline">{firstName ? `Hi, ${firstName}` : 'Hello, Guest'}</span>
    </Link>
  );
}
