import { css } from "@emotion/react";
import { useId } from "react";
import type { Billing } from "../rules";
import { color, radius, space } from "../../../styles/theme";
import { wrapRow } from "../../../styles/blocks";
import { track } from "../../../shared/lib/analytics-targets";

export interface BillingToggleProps {
  billing: Billing;
  onChange: (billing: Billing) => void;
  labels: { legend: string; monthly: string; yearly: string; note: string };
}

/** Monthly or yearly, as a radio group: the browser announces the choice and arrow keys move between the two. */
export function BillingToggle({ billing, onChange, labels }: BillingToggleProps) {
  const name = useId();
  const options: [Billing, string][] = [
    ["monthly", labels.monthly],
    ["yearly", labels.yearly],
  ];
  return (
    <div css={rowStyles}>
      <fieldset css={fieldsetStyles}>
        <legend className="visually-hidden">{labels.legend}</legend>
        {options.map(([value, label]) => (
          <label key={value} css={optionStyles}>
            <input type="radio" name={name} value={value} checked={billing === value} onChange={() => onChange(value)} {...track("pricing-toggle", value)} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <p css={noteStyles}>{labels.note}</p>
    </div>
  );
}

const rowStyles = css`
  ${wrapRow(space.sm, space.md)};
  margin: ${space.lg} 0 0;
`;

const noteStyles = css`
  margin: 0;
  color: ${color("muted")};
`;

const fieldsetStyles = css`
  display: inline-flex;
  gap: ${space.xxs};
  margin: 0;
  padding: ${space.xxs};
  border: 1px solid ${color("border")};
  border-radius: ${radius.pill};
  background: ${color("surface")};
`;

const optionStyles = css`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${space.xs} ${space.lg};
    border-radius: ${radius.pill};
    font-weight: 600;
    color: ${color("text")};
  }
  input:checked + span {
    background: ${color("primary")};
    color: ${color("onPrimary")};
  }
  input:focus-visible + span {
    outline: 3px solid ${color("focus")};
    outline-offset: 2px;
  }
`;
