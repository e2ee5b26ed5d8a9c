/** The header's count on the cart and wishlist icons ('99+' above 99; none at 0). */
export function CountBadge({
  count,
  className,
  testId,
}: {
  count: number;
  className: string;
  testId?: string;
}) {
  if (count < 1) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={`absolute -right-0.5 -top-0.5 grid h-[18px] min-w-[18px] place-items-center rounded-full px-1 text-[11px] font-medium ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
