/** The sandbox page's left side: the merchant, the amount and what is being paid for. */
import { ArrowLeft } from 'lucide-react';
import { BRAND } from '#domain/brand';
import { formatINR } from '#domain/money';
import type { SandboxSessionReply, SnapshotLineDto } from '#domain/schemas/payments';
import { PieceLine, PieceThumbnail } from '#web/components/PieceLine';

interface Props {
  session: SandboxSessionReply['session'];
  onCancel: () => void;
  locked: boolean;
}

export function SandboxOrderSummary({ session: s, onCancel, locked }: Props) {
  return (
    <section aria-label="Order" className="px-6 pb-6 pt-8 sm:px-10 lg:py-16 lg:pr-14">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={onCancel}
          disabled={locked}
          className="group inline-flex items-center gap-2 text-sm text-muted hover:text-charcoal"
          aria-label={`Cancel and return to ${BRAND.name}`}
        >
          <ArrowLeft
            aria-hidden="true"
            className="h-4 w-4 transition-transform group-hover:-translate-x-0.5"
          />
          <span className="font-display text-xl uppercase tracking-[0.18em] text-charcoal">{BRAND.name}</span>
        </button>
        <span className="rounded-[3px] bg-[#FFDE92] px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wider text-[#7A4A00]">
          Test mode
        </span>
      </div>
      <p className="mt-8 text-sm text-muted">Pay {BRAND.name}</p>
      <p className="mt-1 text-4xl font-medium tabular-nums tracking-tight" data-testid="sandbox-amount">
        {formatINR(s.amount)}
      </p>
      <ul className="mt-8 space-y-4" aria-label="Items">
        {s.lines.map((line, i) => (
          <SandboxLine key={`${line.variantId}-${line.selectedSize}-${i}`} line={line} />
        ))}
      </ul>
      <dl className="mt-6 space-y-2 border-t border-black/10 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{formatINR(s.amount + (s.discount?.amount ?? 0))}</dd>
        </div>
        {s.discount && (
          <div className="flex justify-between" data-testid="sandbox-discount">
            <dt className="text-muted">Discount ({s.discount.code})</dt>
            <dd className="tabular-nums">−{formatINR(s.discount.amount)}</dd>
          </div>
        )}
        <div className="flex justify-between font-medium">
          <dt>Total due</dt>
          <dd className="tabular-nums">{formatINR(s.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}

function SandboxLine({ line }: { line: SnapshotLineDto }) {
  return (
    <PieceLine
      className="items-start gap-3"
      thumbnail={
        <PieceThumbnail src={line.mainImage} width={48} className="w-12 shrink-0 rounded-md bg-white" />
      }
      name={line.name}
      price={<p className="tabular-nums">{formatINR(line.lineTotal)}</p>}
    >
      <p className="text-muted">
        {line.material} · {line.purity}
        {line.selectedSize ? ` · Size ${line.selectedSize}` : ''}
      </p>
      <p className="text-muted">Qty {line.quantity}</p>
    </PieceLine>
  );
}
