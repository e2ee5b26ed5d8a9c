/**
 * Card or UPI, as WAI-ARIA tabs (docs/decisions/062): one tab stop, the arrow keys (and Home/End) move between
 * the tabs and select them. Every panel stays mounted — switching back keeps what was typed — and the hidden ones
 * are `hidden`, so neither eyes nor screen readers meet them.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface MethodTab<K extends string> {
  key: K;
  label: string;
  icon: LucideIcon;
  panel: ReactNode;
}

interface Props<K extends string> {
  tabs: ReadonlyArray<MethodTab<K>>;
  selected: K;
  onSelect: (key: K) => void;
}

export function PaymentMethodTabs<K extends string>({ tabs, selected, onSelect }: Props<K>) {
  const base = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = (key: K) => `${base}-panel-${key}`;

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((t) => t.key === selected);
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = tabs[to]!.key;
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Payment method" className="grid grid-cols-2 gap-2">
        {tabs.map(({ key, label, icon: Icon }) => {
          const on = key === selected;
          return (
            <button
              key={key}
              ref={(el) => {
                if (el) buttons.current.set(key, el);
                else buttons.current.delete(key);
              }}
              type="button"
              role="tab"
              id={tabId(key)}
              aria-selected={on}
              aria-controls={panelId(key)}
              tabIndex={on ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={() => onSelect(key)}
              className={`flex min-h-12 items-center gap-2 rounded-md border px-3 py-2.5 text-left text-sm font-medium transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold ${
                on
                  ? 'border-charcoal bg-white text-charcoal shadow-[inset_0_0_0_1px_#1F1D1B]'
                  : 'border-[#E0E0E0] bg-white text-[#5C5C5C] hover:border-[#BDBDBD] hover:text-charcoal'
              }`}
            >
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
              {label}
            </button>
          );
        })}
      </div>
      {tabs.map(({ key, panel }) => (
        <div
          key={key}
          role="tabpanel"
          id={panelId(key)}
          aria-labelledby={tabId(key)}
          hidden={key !== selected}
          className="mt-5"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
