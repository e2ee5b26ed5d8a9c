/**
 * The kit's two looks (docs/decisions/123): 'comfortable' for the storefront (its `label` and `input` classes,
 * 14 px messages announced under their field) and 'compact' for the back office (docs/shop/design.md: the same
 * palette at a 14 px base; 13 px messages, announced by the form's ErrorSummary instead). A `<Form density>` sets
 * it for every field inside; a field's own `density` wins.
 */
import { createContext, use } from 'react';

export type Density = 'comfortable' | 'compact';

export const DensityContext = createContext<Density>('comfortable');

export function useDensity(own?: Density): Density {
  const inherited = use(DensityContext);
  return own ?? inherited;
}

const COMPACT_INPUT =
  'block w-full rounded-[2px] border border-line bg-surface px-2.5 py-1.5 text-base text-charcoal placeholder:text-muted focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-gold disabled:bg-ivory disabled:text-muted sm:text-sm';

/** Class names per density (strings, so Tailwind sees every class). */
export const LOOK = {
  comfortable: {
    label: 'label',
    input: 'input',
    textarea: 'input min-h-[8rem] resize-y',
    error: 'mt-1 text-sm text-danger',
    /** A field's message is its own announcement. */
    announce: true,
    formMessage: 'rounded-[2px] border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger',
  },
  compact: {
    label: 'mb-1 block text-[13px] font-medium text-charcoal',
    input: COMPACT_INPUT,
    textarea: `${COMPACT_INPUT} min-h-[7rem] resize-y`,
    error: 'mt-1 text-[13px] text-danger',
    /** The form's ErrorSummary announces the problems and links to the field; the input reads its message. */
    announce: false,
    formMessage: 'rounded-[2px] border border-danger/30 bg-danger/5 px-3 py-2 text-[13px] text-danger',
  },
} as const;

export const useLook = (own?: Density) => LOOK[useDensity(own)];
