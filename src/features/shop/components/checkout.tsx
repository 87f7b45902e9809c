import { css } from "@emotion/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { subtotal } from "../rules";
import type { LeadFormWords, LeadOutcome } from "../../../shared/lib/lead-forms";
import { formatMoney } from "../../../shared/lib/money";
import { fill } from "../../../shared/lib/posts";
import { SHOP_WORDS as w } from "../shop-words";
import { useCart } from "../state";
import { color, fontSize, mq, radius, space } from "../../../styles/theme";
import { EmptyCart } from "./cart-contents";
import { CheckoutForm } from "./checkout-form";

export interface CheckoutProps {
  words: LeadFormWords;
  /** What an empty cart says, and where it sends the visitor (the page's intro and link in data/pages.yaml). */
  empty: string;
  emptyLink: { label: string; to: string } | null;
  onOutcome?: (outcome: LeadOutcome) => void;
}

/**
 * /shop-checkout: the order summary beside the reservation form. Once the service has stored the reservation the
 * cart is emptied and the reference shown (focus moves to it, so a screen reader reads it at once).
 */
export function Checkout({ words, empty, emptyLink, onOutcome }: CheckoutProps) {
  const cart = useCart();
  const [reference, setReference] = useState<string | null>(null);
  const done = useRef<HTMLDivElement>(null);
  const { clear } = cart;
  const onReserved = useCallback(
    (next: string) => {
      setReference(next);
      clear();
    },
    [clear],
  );
  useEffect(() => {
    if (reference) done.current?.focus();
  }, [reference]);

  if (reference) {
    return (
      <div ref={done} tabIndex={-1} css={doneStyles}>
        <h2>{w.reservedTitle}</h2>
        <p>{fill(w.reserved, { reference })}</p>
      </div>
    );
  }
  if (!cart.restored) return null;
  if (cart.items.length === 0) return <EmptyCart empty={empty} emptyLink={emptyLink} />;
  return (
    <div css={gridStyles}>
      <section aria-labelledby="order-summary" css={summaryStyles}>
        <h2 id="order-summary">{w.summary}</h2>
        <ul>
          {cart.items.map((item) => (
            <li key={item.id}>
              <span>{item.name}</span>
              <span>{fill(w.line, { quantity: item.quantity, price: formatMoney(item.price) })}</span>
            </li>
          ))}
        </ul>
        <p css={subtotalStyles}>
          <span>{w.subtotal}</span> <strong>{formatMoney(subtotal(cart.items))}</strong>
        </p>
        <p>{w.reservationNote}</p>
      </section>
      <section aria-labelledby="your-details">
        <h2 id="your-details">{w.details}</h2>
        <CheckoutForm items={cart.items} words={words} onReserved={onReserved} onOutcome={onOutcome} />
      </section>
    </div>
  );
}

const gridStyles = css`
  display: grid;
  gap: ${space.xl};
  padding-bottom: ${space.xxl};
  ${mq.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
    align-items: start;
  }
  h2 {
    font-size: ${fontSize.lg};
    margin-top: 0;
  }
`;

const summaryStyles = css`
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color("surface")};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.xs};
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
  }
`;

const subtotalStyles = css`
  display: flex;
  justify-content: space-between;
  padding-top: ${space.sm};
  border-top: 1px solid ${color("border")};
  font-size: ${fontSize.lg};
`;

const doneStyles = css`
  max-width: 40rem;
  margin-bottom: ${space.xxl};
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color("successBg")};
  color: ${color("success")};
  h2 {
    margin-top: 0;
  }
`;
