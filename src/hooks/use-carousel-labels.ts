import type { CarouselProps } from "../components/carousel/carousel";
import { useSite } from "./use-site";

/** The carousel controls' words from data/site.yaml. */
export function useCarouselLabels(): CarouselProps["labels"] {
  const { labels } = useSite().site;
  return { pause: labels.carouselPause, play: labels.carouselPlay, previous: labels.carouselPrevious, next: labels.carouselNext };
}
