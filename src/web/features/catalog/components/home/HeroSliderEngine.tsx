/**
 * Embla, attached to the hero slider's viewport once the slider first has to move (HeroSlider.tsx): its own
 * chunk, so the home page's first load shows the first slide without the carousel library.
 */
import { useEffect } from 'react';
import useEmblaCarousel from 'embla-carousel-react';

export type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

export default function HeroSliderEngine({
  viewport,
  reduced,
  onReady,
}: {
  viewport: HTMLElement;
  reduced: boolean;
  onReady: (embla: EmblaApi | undefined) => void;
}) {
  const [attach, embla] = useEmblaCarousel({ loop: true, duration: reduced ? 0 : 30 });
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(embla);
    return () => onReady(undefined);
  }, [embla, onReady]);
  return null;
}
