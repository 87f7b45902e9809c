import { css } from "@emotion/react";
import { useEffect, useId, useRef } from "react";
import type { Billing } from "../rules";
import { cardGrid } from "../../../styles/blocks";
import { fontSize, space } from "../../../styles/theme";
import { primaryButton, secondaryButton } from "../../../shared/ui/button-link";
import { BillingToggle, type BillingToggleProps } from "./billing-toggle";
import { PlanCard, type PlanWords } from "./plan-card";
import type { Pricing } from "../pricing-data";
import { track } from "../../../shared/lib/analytics-targets";

export interface PlanRowsProps {
  pricing: Pricing;
  billing: Billing;
  expanded: boolean;
  onBilling: (billing: Billing) => void;
  onExpand: () => void;
  onCollapse: () => void;
  words: PlanWords & { teamSizes: string; backToBusiness: string; billing: BillingToggleProps["labels"] };
}

/**
 * The billing switch and the plan cards of data/pricing.yaml: the first row is `cards`; a plan with sub-plans (the
 * Business Plan) opens a second row of its team sizes, moving focus to that row's heading, and 'Back to Business
 * Plan' closes it and gives focus back to the button that opened it.
 */
export function PlanRows({ pricing, billing, expanded, onBilling, onExpand, onCollapse, words }: PlanRowsProps) {
  const rowId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const rowHeadingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the visitor's own action only, not the first render.
  const moved = useRef<"opened" | "closed" | null>(null);

  useEffect(() => {
    if (moved.current === "opened" && expanded) rowHeadingRef.current?.focus();
    if (moved.current === "closed" && !expanded) openerRef.current?.focus();
    moved.current = null;
  }, [expanded]);

  const main = pricing.pick(pricing.cards);
  const parent = main.find((plan) => plan.subPlans && plan.subPlans.length > 0);
  return (
    <>
      <BillingToggle billing={billing} onChange={onBilling} labels={words.billing} />
      <ul css={cardGrid(4)}>
        {main.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            pricing={pricing}
            billing={billing}
            words={words}
            action={
              plan === parent ? (
                <button
                  ref={openerRef}
                  type="button"
                  css={plan.tone === "accent" ? primaryButton : secondaryButton}
                  aria-expanded={expanded}
                  aria-controls={rowId}
                  {...track("plan-expand", plan.id)}
                  onClick={() => {
                    moved.current = expanded ? "closed" : "opened";
                    if (expanded) onCollapse();
                    else onExpand();
                  }}
                >
                  {plan.linkText}
                  <span className="visually-hidden">: {plan.title}</span>
                </button>
              ) : undefined
            }
          />
        ))}
      </ul>
      {parent ? (
        <div id={rowId} hidden={!expanded}>
          <div css={subHeaderStyles}>
            <h3 ref={rowHeadingRef} tabIndex={-1} css={subHeadingStyles}>
              {words.teamSizes}
            </h3>
            <button
              type="button"
              css={secondaryButton}
              onClick={() => {
                moved.current = "closed";
                onCollapse();
              }}
            >
              {words.backToBusiness}
            </button>
          </div>
          <ul css={cardGrid(4)}>
            {pricing.pick(parent.subPlans).map((plan) => (
              <PlanCard key={plan.id} plan={plan} pricing={pricing} billing={billing} words={words} />
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

const subHeaderStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin-top: ${space.xl};
`;

const subHeadingStyles = css`
  margin: 0;
  font-size: ${fontSize.xl};
`;
