import { LogoTile, useLogos, type LogoList } from "../blocks/logos";
import { Carousel, type CarouselProps } from "./carousel";

export interface LogoCarouselProps {
  list: LogoList;
  label: string;
  labels: CarouselProps["labels"];
  autoplay?: boolean;
}

/** 2 logos per view on a phone, 4 from 640 px, 6 with 80 px between them from 768 px. */
export const LOGO_STEPS = [
  { minWidth: 0, show: 2, gap: 16 },
  { minWidth: 640, show: 4, gap: 24 },
  { minWidth: 768, show: 6, gap: 80 },
] as const;

/** Wordmarks of data/logos.yaml as a carousel. */
export function LogoCarousel({ list, label, labels, autoplay = true }: LogoCarouselProps) {
  return (
    <Carousel label={label} labels={labels} perView={LOGO_STEPS} autoplay={autoplay}>
      {useLogos(list).map((logo) => (
        <LogoTile key={logo.id} logo={logo} compact />
      ))}
    </Carousel>
  );
}
