import { css } from "@emotion/react";
import { graphql, useStaticQuery } from "gatsby";
import { formatPrice } from "../../lib/money";
import { fill } from "../../lib/posts";
import { planPrice } from "../../lib/pricing";
import { cardGrid, surfaceCard } from "../../styles/blocks";
import { color, fontSize, radius, space } from "../../styles/theme";
import { ButtonLink } from "../ui/button-link";

export interface PlanWords {
  popular: string;
  from: string;
  features: string;
  limitations: string;
  hardware: string;
  teamSizes: string;
  /** "or {price} per year" */
  yearlyOr: string;
}

export interface PlanCardsProps {
  words: PlanWords;
}

type Plan = NonNullable<Queries.PlanCardsQuery["pricingYaml"]>["plans"][number];

/**
 * The plans of data/pricing.yaml as cards: the first row is `cards`, the second the Business Plan's team sizes.
 * Prices come from the data through the pricing rules, never from the component.
 */
export function PlanCards({ words }: PlanCardsProps) {
  const { pricingYaml } = useStaticQuery<Queries.PlanCardsQuery>(graphql`
    query PlanCards {
      pricingYaml {
        cards
        plans {
          id
          title
          group
          description
          price
          priceFrom
          priceText
          discount
          yearlyPrice
          priceDetails
          linkText
          linkSubtext
          link
          users
          hardwareDiscount
          features
          limitations
          popular
          subPlans
          tone
        }
      }
    }
  `);
  if (!pricingYaml) return null;
  const byId = new Map(pricingYaml.plans.map((plan) => [plan.id, plan]));
  const pick = (ids: readonly string[] | null | undefined): Plan[] => (ids ?? []).flatMap((id) => byId.get(id) ?? []);
  const main = pick(pricingYaml.cards);
  const subRows = main.filter((plan) => plan.subPlans && plan.subPlans.length > 0);
  return (
    <>
      <ul css={rowStyles}>
        {main.map((plan) => (
          <PlanCard key={plan.id} plan={plan} words={words} />
        ))}
      </ul>
      {subRows.map((parent) => (
        <div key={parent.id}>
          <h3 css={subHeadingStyles}>{words.teamSizes}</h3>
          <ul css={rowStyles}>
            {pick(parent.subPlans).map((plan) => (
              <PlanCard key={plan.id} plan={plan} words={words} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function PlanCard({ plan, words }: { plan: Plan; words: PlanWords }) {
  const monthly = planPrice(plan, "monthly");
  const yearly = planPrice(plan, "yearly");
  return (
    <li css={[cardStyles, plan.tone === "accent" && accentStyles]}>
      {plan.popular ? <p css={popularStyles}>{words.popular}</p> : null}
      <h3 css={titleStyles}>{plan.title}</h3>
      <p css={mutedStyles}>{plan.description}</p>
      <p css={priceStyles}>
        {monthly === null ? plan.priceText : formatPrice(monthly)}
        {monthly !== null && plan.priceFrom ? <span css={fromStyles}> {words.from}</span> : null}
      </p>
      <p css={mutedStyles}>{plan.priceDetails}</p>
      {yearly !== null && yearly > 0 ? <p css={smallStyles}>{fill(words.yearlyOr, { price: formatPrice(yearly) })}</p> : null}
      <p css={smallStyles}>{plan.users}</p>
      <div css={actionStyles}>
        <ButtonLink to={plan.link} variant={plan.tone === "accent" ? "primary" : "secondary"}>
          {plan.linkText}
          <span className="visually-hidden">: {plan.title}</span>
        </ButtonLink>
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
          <ul css={[featureListStyles, limitationStyles]}>
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

const rowStyles = cardGrid(4);

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
`;

const fromStyles = css`
  font-size: ${fontSize.base};
  font-weight: 600;
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

const subHeadingStyles = css`
  margin-top: ${space.xl};
  font-size: ${fontSize.xl};
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

const limitationStyles = css`
  color: ${color("muted")};
`;
