/**
 * The ON/OFF featured switch of the category and subcategory lists (docs/shop/admin.md §2, §4). The switch shows
 * the value it is given — the list's, which follows the server's reply — and is disabled while a change is on its
 * way.
 */
export function FeaturedToggle({
  checked,
  pending,
  onToggle,
  name,
}: {
  checked: boolean;
  pending?: boolean;
  onToggle: (next: boolean) => void;
  /** What is featured, for screen readers: "Featured: Rings". */
  name: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`Featured: ${name}`}
      disabled={pending}
      onClick={() => onToggle(!checked)}
      className="group inline-flex items-center gap-2 disabled:cursor-wait disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-5 w-9 rounded-full border transition-colors duration-150 ${checked ? 'border-success bg-success' : 'border-[#A39C94] bg-[#E7E1D8]'}`}
      >
        <span
          className={`absolute left-0 top-0.5 h-3.5 w-3.5 rounded-full bg-white shadow transition-transform duration-150 ${checked ? 'translate-x-[18px]' : 'translate-x-0.5'}`}
        />
      </span>
      <span
        aria-hidden="true"
        className={`w-7 text-xs font-medium ${checked ? 'text-success' : 'text-muted'}`}
      >
        {checked ? 'ON' : 'OFF'}
      </span>
    </button>
  );
}
