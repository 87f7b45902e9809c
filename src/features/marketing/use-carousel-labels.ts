import type { CarouselLabels } from "./carousel";
import { useSite } from "../../shared/hooks/use-site";

/** The carousel controls' words from data/site.yaml. */
export function useCarouselLabels(): CarouselLabels {
  const { labels } = useSite().site;
  return { pause: labels.carouselPause, play: labels.carouselPlay, previous: labels.carouselPrevious, next: labels.carouselNext };
}
