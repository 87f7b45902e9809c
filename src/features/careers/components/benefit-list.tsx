import { css } from "@emotion/react";
import { cardStyles } from "../../marketing/components/copy-sections";
import { mq, space } from "../../../styles/theme";

export interface BenefitListProps {
  heading: string;
  benefits: readonly { title: string; description: string }[];
  headingLevel?: "h2" | "h3";
}

/** The shared benefits of every opening. */
export function BenefitList({ heading, benefits, headingLevel = "h2" }: BenefitListProps) {
  const Heading = headingLevel;
  const ItemHeading = headingLevel === "h2" ? "h3" : "h4";
  return (
    <section css={sectionStyles}>
      <Heading>{heading}</Heading>
      <ul css={gridStyles}>
        {benefits.map((b) => (
          <li key={b.title} css={cardStyles}>
            <ItemHeading>{b.title}</ItemHeading>
            <p>{b.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const sectionStyles = css`
  padding: ${space.xl} 0;
`;

const gridStyles = css`
  display: grid;
  gap: ${space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
