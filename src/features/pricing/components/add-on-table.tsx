import { css } from "@emotion/react";
import { fill } from "../../../shared/lib/posts";
import type { Billing } from "../rules";
import { fontSize, space } from "../../../styles/theme";
import { Switch } from "../../../shared/ui/switch";
import type { Pricing } from "../pricing-data";
import { ScrollTable } from "./scroll-table";
import { shownPrice } from "./plan-card";
import { track } from "../../../shared/lib/analytics-targets";

export interface AddOnTableProps {
  pricing: Pricing;
  billing: Billing;
  /** The plan whose SL Training switch is on. */
  selected: string | null;
  onToggle: (plan: string) => void;
  words: {
    caption: string;
    planPrice: string;
    slTraining: string;
    addSlTraining: string;
    totalCost: string;
    /** A starting price, "{price} Up". */
    fromPrice: string;
    /** Says the table scrolls sideways, while it does. */
    scrollHint: string;
    /** Visible state words of the switches ("On" / "Off"); without them the knob's position alone shows the state. */
    switchOn?: string;
    switchOff?: string;
  };
}

/**
 * The SL Training add-on: one column per plan of `addOn.plans`, a switch per plan (at most one on), and the Total
 * Cost of each plan in the billing period. A plan without a list price shows its text price (Enterprise: 'Call Us').
 */
export function AddOnTable({ pricing, billing, selected, onToggle, words }: AddOnTableProps) {
  const plans = pricing.pick(pricing.addOn.plans);
  const stateLabels = words.switchOn && words.switchOff ? { on: words.switchOn, off: words.switchOff } : undefined;
  return (
    <ScrollTable caption={words.caption} minWidth="46rem" scrollHint={words.scrollHint}>
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
            <td key={plan.id}>{shownPrice(plan, billing, pricing, words.fromPrice)}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{words.slTraining}</th>
          {plans.map((plan) => {
            const on = selected === plan.id;
            const { addOn } = pricing.prices(plan, billing);
            return (
              <td key={plan.id}>
                <span css={switchCellStyles}>
                  <span>{addOn ?? ""}</span>
                  <Switch
                    checked={on}
                    onChange={() => onToggle(plan.id)}
                    {...track("pricing-toggle", `sl-${plan.id}`)}
                    label={fill(words.addSlTraining, { plan: plan.title })}
                    hideLabel
                    stateLabels={stateLabels}
                  />
                </span>
              </td>
            );
          })}
        </tr>
        <tr css={totalRowStyles}>
          <th scope="row">{words.totalCost}</th>
          {plans.map((plan) => {
            const { price, withAddOn } = pricing.prices(plan, billing);
            return <td key={plan.id}>{(selected === plan.id ? withAddOn : price) ?? plan.linkText}</td>;
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
