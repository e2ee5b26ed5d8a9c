/**
 * The product card's choices (ProductCard): the metal swatches and the size chips. A swatch toggles on click and
 * previews its metal's first image while hovered or focused; a chip toggles its size; what does not fit is '+N'.
 */
import { Link } from 'react-router';
import type { Material } from '../../../../../domain/catalog-constants';
import { MetalDot } from '../../../../components/MetalSwatch';

const MAX_SWATCHES = 4;
const MAX_SIZES = 3;

export function MetalSwatches({
  materials,
  chosen,
  onChoose,
  onPreview,
}: {
  materials: Material[];
  chosen: Material | null;
  onChoose: (material: Material | null) => void;
  onPreview: (material: Material | null) => void;
}) {
  if (materials.length === 0) return null;
  return (
    <div className="mt-2.5 flex items-center gap-1.5" role="group" aria-label="Metal">
      {materials.slice(0, MAX_SWATCHES).map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={chosen === m}
          aria-label={m}
          title={m}
          onClick={() => onChoose(chosen === m ? null : m)}
          onPointerEnter={() => onPreview(m)}
          onPointerLeave={() => onPreview(null)}
          onFocus={() => onPreview(m)}
          onBlur={() => onPreview(null)}
          className={`grid h-7 w-7 place-items-center rounded-full border transition-colors ${
            chosen === m ? 'border-charcoal' : 'border-transparent hover:border-line'
          }`}
        >
          <MetalDot material={m} size={18} />
        </button>
      ))}
      {materials.length > MAX_SWATCHES && (
        <span className="text-xs text-muted">+{materials.length - MAX_SWATCHES}</span>
      )}
    </div>
  );
}

export function SizeChips({
  sizes,
  chosen,
  onChoose,
  moreHref,
  moreState,
}: {
  sizes: string[];
  chosen: string | null;
  onChoose: (size: string | null) => void;
  /** The product page, where the sizes that do not fit are. */
  moreHref: string;
  moreState: unknown;
}) {
  if (sizes.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5" role="group" aria-label="Size">
      {sizes.slice(0, MAX_SIZES).map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={chosen === s}
          aria-label={`Size ${s}`}
          onClick={() => onChoose(chosen === s ? null : s)}
          className={`min-w-8 rounded-[2px] border px-2 py-0.5 text-xs transition-colors ${
            chosen === s ? 'border-charcoal bg-charcoal text-ivory' : 'border-line hover:border-charcoal'
          }`}
        >
          {s}
        </button>
      ))}
      {sizes.length > MAX_SIZES && (
        <Link
          to={moreHref}
          state={moreState}
          className="text-xs text-muted underline-offset-2 hover:underline"
          aria-label={`${sizes.length - MAX_SIZES} more sizes`}
        >
          +{sizes.length - MAX_SIZES}
        </Link>
      )}
    </div>
  );
}
