import { useState } from 'react';
import { imageOrPlaceholder, imageSrcSet } from '#domain/images';
import { Thumb } from '../components/Thumb';

/** The view page's gallery: a large image and a thumbnail for each picture (main image first). */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const list = images.length ? images : [imageOrPlaceholder(null)];
  const current = list[Math.min(index, list.length - 1)]!;
  return (
    <div className="flex flex-col gap-3">
      <img
        src={current}
        srcSet={imageSrcSet(current)}
        sizes="(min-width: 1024px) 420px, 100vw"
        alt={`${title}, image ${index + 1} of ${list.length}`}
        width={800}
        height={1000}
        className="aspect-[4/5] w-full rounded-[2px] border border-line bg-surface object-cover"
      />
      {list.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label="Images">
          {list.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}`}
                aria-pressed={i === index}
                className={`block overflow-hidden rounded-[2px] border-2 ${i === index ? 'border-gold' : 'border-transparent hover:border-line'}`}
              >
                <Thumb url={url} size="large" framed={false} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
