import { imageAtWidth, imageOrPlaceholder } from '#domain/images';

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
      <img
        src={imageAtWidth(imageOrPlaceholder(image), 320)}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="h-12 w-12 shrink-0 rounded-[2px] border border-line bg-ivory object-cover"
      />
      <div className="min-w-0">
        <p className="truncate font-medium">{name}</p>
        <p className="truncate text-xs text-muted">/{slug}</p>
      </div>
    </div>
  );
}
