import { css } from "@emotion/react";
import type { CopySection } from "./copy-sections";
import { color, fontSize, space } from "../../../styles/theme";
import { surfaceCard } from "../../../styles/blocks";
import { Carousel, type CarouselProps } from "./carousel";

type Section = CopySection;

export interface CardCarouselProps {
  items: Section["items"];
  label: string;
  labels: CarouselProps["labels"];
}

const STEPS = [
  { minWidth: 0, show: 1, gap: 16 },
  { minWidth: 768, show: 2, gap: 24 },
  { minWidth: 1024, show: 3, gap: 24 },
] as const;

/** A section's items (title and text) as a carousel of cards. */
export function CardCarousel({ items, label, labels }: CardCarouselProps) {
  return (
    <Carousel label={label} labels={labels} perView={STEPS} autoplay>
      {(items ?? []).map((item) => (
        <article key={item.title} css={cardStyles}>
          <h3 css={titleStyles}>{item.title}</h3>
          {item.text ? <p>{item.text}</p> : null}
        </article>
      ))}
    </Carousel>
  );
}

const cardStyles = css`
  ${surfaceCard};
  height: 100%;
  p {
    margin: 0;
    color: ${color("muted")};
  }
`;

const titleStyles = css`
  margin: 0 0 ${space.xs};
  font-size: ${fontSize.lg};
`;
