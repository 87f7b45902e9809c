import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { fill } from "../../../shared/lib/posts";
import type { Billing } from "../rules";
import { surfaceCard } from "../../../styles/blocks";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { ButtonLink } from "../../../shared/ui/button-link";
import type { Plan, Pricing } from "../pricing-data";

export interface PlanWords {
  popular: string;
  features: string;
  limitations: string;
  hardware: string;
  perMonth: string;
  perYear: string;
  /** A starting price, "{price} Up". */
  fromPrice: string;
}

export interface PlanCardProps {
  plan: Plan;
  pricing: Pricing;
  billing: Billing;
  words: PlanWords;
  /** Replaces the plan's link (the Business Plan's button that opens its team sizes). */
  action?: ReactNode;
}

/**
 * The price a card shows: a starting price ("$500 Up", from its cheapest sub-plan in the billing period), else the
 * plan's text price when it has one, else the amount with $ and cents (amounts written by the build).
 */
export function shownPrice(plan: Plan, billing: Billing, pricing: Pricing, fromPrice: string): string | null {
  const { from, price } = pricing.prices(plan, billing);
  if (from !== null) return fill(fromPrice, { price: from });
  return plan.priceText ?? price;
}

/** One plan: title, description, price for the billing period, its button, and what it includes. */
export function PlanCard({ plan, pricing, billing, words, action }: PlanCardProps) {
  const price = shownPrice(plan, billing, pricing, words.fromPrice);
  const hasAmount = pricing.prices(plan, billing).price !== null;
  return (
    <li css={[cardStyles, plan.tone === "accent" && accentStyles]}>
      {plan.popular ? <p css={popularStyles}>{words.popular}</p> : null}
      <h3 css={titleStyles}>{plan.title}</h3>
      <p css={mutedStyles}>{plan.description}</p>
      <p css={priceStyles}>
        <span>{price}</span>
        {hasAmount ? <span css={periodStyles}>{billing === "yearly" ? words.perYear : words.perMonth}</span> : null}
      </p>
      <p css={mutedStyles}>{plan.priceDetails}</p>
      <div css={actionStyles}>
        {action ?? (
          <ButtonLink to={plan.link} variant={plan.tone === "accent" ? "primary" : "secondary"}>
            {plan.linkText}
            <span className="visually-hidden">: {plan.title}</span>
          </ButtonLink>
        )}
        {plan.linkSubtext ? <p css={smallStyles}>{plan.linkSubtext}</p> : null}
      </div>
      <h4 css={listHeadingStyles}>{words.features}</h4>
      <ul css={featureListStyles}>
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {plan.limitations && plan.limitations.length > 0 ? (
        <>
          <h4 css={listHeadingStyles}>{words.limitations}</h4>
          <ul css={[featureListStyles, mutedStyles]}>
            {plan.limitations.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      ) : null}
      {plan.hardwareDiscount ? (
        <p css={smallStyles}>
          {words.hardware} {plan.hardwareDiscount}
        </p>
      ) : null}
    </li>
  );
}

const cardStyles = css`
  ${surfaceCard};
  display: flex;
  flex-direction: column;
  border-radius: ${radius.lg};
  p {
    margin: 0 0 ${space.xs};
  }
`;

const accentStyles = css`
  border: 2px solid ${color("primary")};
`;

const popularStyles = css`
  align-self: flex-start;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  background: ${color("primary")};
  color: ${color("onPrimary")};
  font-size: ${fontSize.sm};
  font-weight: 700;
`;

const titleStyles = css`
  margin: ${space.xs} 0;
  font-size: ${fontSize.xl};
`;

const priceStyles = css`
  margin-top: ${space.sm} !important;
  font-size: ${fontSize.xxl};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const periodStyles = css`
  display: block;
  font-size: ${fontSize.base};
  font-weight: 600;
  color: ${color("muted")};
`;

const mutedStyles = css`
  color: ${color("muted")};
`;

const smallStyles = css`
  color: ${color("muted")};
  font-size: ${fontSize.sm};
`;

const actionStyles = css`
  margin: ${space.md} 0;
  display: grid;
  gap: ${space.xs};
`;

const listHeadingStyles = css`
  margin: ${space.sm} 0 ${space.xs};
  font-size: ${fontSize.base};
`;

const featureListStyles = css`
  margin: 0 0 ${space.sm};
  padding-left: 1.25rem;
  li {
    margin-bottom: ${space.xxs};
  }
`;
