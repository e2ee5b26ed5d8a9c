import { Thumb } from '../components/Thumb';

/** A category's or subcategory's title cell: its image, name and slug. */
export function ImageName({
  image,
  name,
  slug,
}: {
  image: string | null | undefined;
  name: string;
  slug: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <Thumb url={image} size="square" />
      <div className="min-w-0">
        <p className="truncate font-medium">{name}</p>
        <p className="truncate text-xs text-muted">/{slug}</p>
      </div>
    </div>
  );
}
