/** The note at the top of a sandbox payment form: which test card or UPI ID pays and which is declined. */
import type { ReactNode } from 'react';

export function TestModeNote({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-md border border-[#F5D78A] bg-[#FFF8E6] px-3 py-2 text-xs leading-relaxed text-[#6B4A00]">
      {children}
    </div>
  );
}
