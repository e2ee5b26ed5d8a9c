import { METAL_SWATCHES, type Material } from '#domain/catalog-constants';

/** A round metal swatch (docs/shop/design.md colours); White Gold carries a ring so it shows on ivory. */
export function MetalDot({ material, size = 16 }: { material: Material; size?: number }) {
  const swatch = METAL_SWATCHES[material];
  return (
    <span
      aria-hidden="true"
      className="inline-block shrink-0 rounded-full"
      style={{
        width: size,
        height: size,
        background: `radial-gradient(circle at 35% 30%, #ffffffaa, transparent 55%), ${swatch.fill}`,
        boxShadow: `inset 0 0 0 1px ${swatch.ring ?? '#00000018'}`,
      }}
    />
  );
}
