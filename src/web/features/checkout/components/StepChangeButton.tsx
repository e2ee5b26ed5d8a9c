/** A completed step's way back to it ('Change', 'Change Address'), in the step panel's header. */
export function StepChangeButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      className="link text-sm font-medium text-gold-text underline"
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </button>
  );
}
