/** Step 2's place while its form or the shopper's addresses load: as tall as the form, so nothing jumps. */
import { Spinner } from '#web/components/Spinner';

export function StepLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[28rem] items-center justify-center text-muted">
      <Spinner label={label} />
    </div>
  );
}
