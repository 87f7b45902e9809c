import { css } from "@emotion/react";
import { formatMoney } from "../../lib/money";
import { fill } from "../../lib/posts";
import { addOnPrice, totalCost, type Billing } from "../../lib/pricing";
import { color, fontSize, radius, space } from "../../styles/theme";
import { ScrollTable } from "./scroll-table";
import { shownPrice } from "./plan-card";
import { usePricing } from "./use-pricing";

export interface AddOnTableProps {
  billing: Billing;
  /** The plan whose SL Training switch is on. */
  selected: string | null;
  onToggle: (plan: string) => void;
  words: { caption: string; planPrice: string; slTraining: string; addSlTraining: string; totalCost: string };
}

/**
 * The SL Training add-on: one column per plan of `addOn.plans`, a switch per plan (at most one on), and the Total
 * Cost of each plan in the billing period. A plan without a list price shows its text price (Enterprise: 'Call Us').
 */
export function AddOnTable({ billing, selected, onToggle, words }: AddOnTableProps) {
  const pricing = usePricing();
  const plans = pricing.pick(pricing.addOn.plans);
  const discounts = pricing.groupDiscounts;
  return (
    <ScrollTable caption={words.caption} minWidth="46rem">
      <thead>
        <tr>
          <td />
          {plans.map((plan) => (
            <th key={plan.id} scope="col">
              {plan.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{words.planPrice}</th>
          {plans.map((plan) => (
            <td key={plan.id}>{shownPrice(plan, billing)}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{words.slTraining}</th>
          {plans.map((plan) => {
            const on = selected === plan.id;
            const price = addOnPrice(plan, billing, discounts);
            return (
              <td key={plan.id}>
                <span css={switchCellStyles}>
                  <span>{price === null ? "" : formatMoney(price)}</span>
                  <button type="button" role="switch" aria-checked={on} css={switchStyles} onClick={() => onToggle(plan.id)}>
                    <span css={trackStyles} data-on={on} aria-hidden="true" />
                    <span className="visually-hidden">{fill(words.addSlTraining, { plan: plan.title })}</span>
                  </button>
                </span>
              </td>
            );
          })}
        </tr>
        <tr css={totalRowStyles}>
          <th scope="row">{words.totalCost}</th>
          {plans.map((plan) => {
            const total = totalCost(plan, billing, selected === plan.id, discounts);
            return <td key={plan.id}>{total === null ? plan.linkText : formatMoney(total)}</td>;
          })}
        </tr>
      </tbody>
    </ScrollTable>
  );
}

const totalRowStyles = css`
  font-weight: 800;
  font-size: ${fontSize.lg};
`;

const switchCellStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
`;

const switchStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 52px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${color("text")};
  font: inherit;
  cursor: pointer;
`;

const trackStyles = css`
  position: relative;
  width: 44px;
  height: 24px;
  border-radius: ${radius.pill};
  border: 2px solid ${color("muted")};
  background: ${color("surface")};
  &::after {
    content: "";
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${color("muted")};
    transition: transform 150ms ease;
  }
  &[data-on="true"] {
    border-color: ${color("primary")};
    background: ${color("primary")};
  }
  &[data-on="true"]::after {
    transform: translateX(20px);
    background: ${color("onPrimary")};
  }
`;
