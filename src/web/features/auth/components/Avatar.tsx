/** The shopper's photo, or their initials on gold tint when there is none. */
import { imageAtWidth } from '#domain/images';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export function Avatar({
  name,
  url,
  size = 64,
  className = '',
}: {
  name: string;
  url?: string | null;
  size?: number;
  className?: string;
}) {
  const style = { width: size, height: size };
  if (url) {
    return (
      <img
        src={imageAtWidth(url, size * 2 <= 320 ? 320 : 640)}
        alt={`Photo of ${name}`}
        width={size}
        height={size}
        style={style}
        className={`shrink-0 rounded-full object-cover ring-1 ring-line ${className}`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name} (no photo)`}
      style={{ ...style, fontSize: Math.round(size * 0.36) }}
      className={`grid shrink-0 place-items-center rounded-full bg-gold-tint font-display text-gold-text ring-1 ring-line ${className}`}
    >
      {initials(name)}
    </span>
  );
}
