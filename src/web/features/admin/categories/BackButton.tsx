/** "Back" above a category's or subcategory's form title: a button, as where it goes depends on the page's data. */
import { ArrowLeft } from 'lucide-react';
import { ui } from '../components/ui';

export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${ui.link} inline-flex items-center gap-1 text-muted`}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back
    </button>
  );
}
