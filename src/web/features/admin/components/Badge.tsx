import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'success' | 'info' | 'warning' | 'danger' | 'gold';

const tones: Record<Tone, string> = {
  neutral: 'border-line bg-ivory text-charcoal',
  success: 'border-success/30 bg-success/10 text-success',
  info: 'border-info/30 bg-info/10 text-info',
  warning: 'border-warning/30 bg-warning/10 text-[#7A5410]',
  danger: 'border-danger/30 bg-danger/10 text-danger',
  gold: 'border-gold/40 bg-gold-tint text-gold-text',
};

/** A small label: a status, a role, a flag. Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

const ORDER_TONES: Record<string, Tone> = {
  Placed: 'info',
  Processing: 'warning',
  Shipped: 'gold',
  Delivered: 'success',
  Cancelled: 'danger',
};
const APPOINTMENT_TONES: Record<string, Tone> = {
  Pending: 'warning',
  Confirmed: 'info',
  Completed: 'success',
  Cancelled: 'danger',
};

export const orderTone = (status: string): Tone => ORDER_TONES[status] ?? 'neutral';
export const appointmentTone = (status: string): Tone => APPOINTMENT_TONES[status] ?? 'neutral';
