import { css } from "@emotion/react";
import { useId } from "react";
import { CART_QUANTITY } from "../../../lib/api-contract";
import { fill } from "../../../shared/lib/posts";
import { SHOP_WORDS as w } from "../shop-words";
import { color, radius } from "../../../styles/theme";

export interface QuantityStepperProps {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

/** A line's quantity, 1–10: a labelled number field between "one fewer" and "one more" buttons. */
export function QuantityStepper({ name, quantity, onChange }: QuantityStepperProps) {
  const id = useId();
  return (
    <div css={stepperStyles}>
      <label htmlFor={id} className="visually-hidden">
        {fill(w.quantity, { name })}
      </label>
      <button type="button" aria-label={fill(w.decrease, { name })} disabled={quantity <= CART_QUANTITY.min} onClick={() => onChange(quantity - 1)}>
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={CART_QUANTITY.min}
        max={CART_QUANTITY.max}
        value={quantity}
        onChange={(event) => {
          const next = event.target.valueAsNumber;
          if (Number.isFinite(next)) onChange(next);
        }}
      />
      <button type="button" aria-label={fill(w.increase, { name })} disabled={quantity >= CART_QUANTITY.max} onClick={() => onChange(quantity + 1)}>
        +
      </button>
    </div>
  );
}

const stepperStyles = css`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${color("muted")};
  border-radius: ${radius.pill};
  button {
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: ${radius.pill};
    background: none;
    color: ${color("text")};
    font: inherit;
    font-size: 1.25rem;
    cursor: pointer;
  }
  button:disabled {
    color: ${color("muted")};
    cursor: not-allowed;
  }
  input {
    width: 3rem;
    height: 44px;
    border: 0;
    background: none;
    color: ${color("text")};
    font: inherit;
    text-align: center;
    -moz-appearance: textfield;
  }
  input::-webkit-inner-spin-button,
  input::-webkit-outer-spin-button {
    -webkit-appearance: none;
  }
`;
