import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useSession } from '#web/lib/session';
import { logout } from '#web/features/auth/session-actions';

/** Who is signed in, and Logout, at the foot of the sidebar and the mobile menu. */
export function AdminAccount() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <div className="border-t border-white/10 px-3 pt-3 text-[#D9D3CA]">
      <p className="truncate text-sm text-white">{user?.name}</p>
      <p className="truncate text-xs">{user?.email}</p>
      <button
        type="button"
        onClick={async () => {
          await logout();
          navigate('/', { replace: true });
        }}
        className="mt-2 inline-flex items-center gap-2 rounded-[2px] py-1 text-xs uppercase tracking-[0.12em] hover:text-white"
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        Logout
      </button>
    </div>
  );
}
