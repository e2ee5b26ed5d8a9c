import { Link, useLocation } from 'react-router';
import { ADMIN_NAV } from './nav-items';

/** The list of admin screens; the current one is marked for sight (gold bar) and for screen readers. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-col gap-0.5">
      {ADMIN_NAV.map((item) => {
        const active = item.matches(pathname);
        const Icon = item.icon;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`relative flex items-center gap-3 rounded-[2px] px-3 py-2 text-sm transition-colors duration-150 ${
                active
                  ? 'bg-white/10 text-white before:absolute before:inset-y-1 before:left-0 before:w-[3px] before:bg-gold'
                  : 'text-[#D9D3CA] hover:bg-white/5 hover:text-white'
              }`}
            >
              <Icon aria-hidden="true" className={`h-[18px] w-[18px] ${active ? 'text-gold' : ''}`} />
              {item.label}
              {item.badge && <item.badge />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
