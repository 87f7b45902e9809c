import { css } from "@emotion/react";
import { Link } from "gatsby";
import { subtotal } from "../rules";
import { formatMoney } from "../../../shared/lib/money";
import { productDetailPath, routes } from "../../../shared/lib/routes";
import { fill } from "../../../shared/lib/posts";
import { SHOP_WORDS as w } from "../shop-words";
import { useCart } from "../state";
import { color, fontSize, mq, space } from "../../../styles/theme";
import { ButtonLink, primaryButton } from "../../../shared/ui/button-link";
import { QuantityStepper } from "./quantity-stepper";

export interface CartContentsProps {
  /** What an empty cart says, and where it sends the visitor (the page's intro and links in data/pages.yaml). */
  empty: string;
  emptyLink: { label: string; to: string } | null;
}

/** What /shop-cart and /shop-checkout show with nothing in the cart: it says so and links to the product. */
export function EmptyCart({ empty, emptyLink }: Pick<CartContentsProps, "empty" | "emptyLink">) {
  return (
    <div css={emptyStyles}>
      <p>{empty}</p>
      {emptyLink ? <ButtonLink to={emptyLink.to}>{emptyLink.label}</ButtonLink> : null}
    </div>
  );
}

/** /shop-cart: each line with its price, a quantity stepper (1–10), its total and Remove; the subtotal; Checkout. */
export function CartContents({ empty, emptyLink }: CartContentsProps) {
  const cart = useCart();
  if (!cart.restored) return null;
  if (cart.items.length === 0) return <EmptyCart empty={empty} emptyLink={emptyLink} />;
  return (
    <div css={wrapStyles}>
      <ul css={listStyles}>
        {cart.items.map((item) => (
          <li key={item.id} css={lineStyles}>
            {item.image ? <img src={item.image} alt="" width={96} height={96} css={imageStyles} /> : null}
            <div css={nameStyles}>
              <Link to={productDetailPath(item.id)}>{item.name}</Link>
              <p>
                {w.price}: {formatMoney(item.price)}
              </p>
            </div>
            <QuantityStepper name={item.name} quantity={item.quantity} onChange={(quantity) => cart.setQuantity(item.id, quantity)} />
            <p css={totalStyles}>
              <span className="visually-hidden">{w.total}: </span>
              {formatMoney(item.price * item.quantity)}
            </p>
            <button type="button" css={removeStyles} aria-label={fill(w.removeName, { name: item.name })} onClick={() => cart.remove(item.id)}>
              {w.remove}
            </button>
          </li>
        ))}
      </ul>
      <p css={subtotalStyles} aria-live="polite">
        <span>{w.subtotal}</span> <strong>{formatMoney(subtotal(cart.items))}</strong>
      </p>
      <Link to={routes.shopCheckout} css={[primaryButton, checkoutStyles]}>
        {w.checkout}
      </Link>
    </div>
  );
}

const wrapStyles = css`
  display: grid;
  gap: ${space.lg};
  padding-bottom: ${space.xxl};
  max-width: 56rem;
`;

const emptyStyles = css`
  padding-bottom: ${space.xxl};
`;

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
`;

const lineStyles = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.sm} ${space.md};
  align-items: center;
  padding-bottom: ${space.lg};
  border-bottom: 1px solid ${color("border")};
  ${mq.md} {
    grid-template-columns: auto 1fr auto auto auto;
  }
`;

const imageStyles = css`
  border-radius: 8px;
  object-fit: cover;
`;

const nameStyles = css`
  a {
    font-weight: 600;
    font-size: ${fontSize.lg};
  }
  p {
    margin: ${space.xxs} 0 0;
    color: ${color("muted")};
  }
`;

const totalStyles = css`
  margin: 0;
  font-weight: 700;
`;

const removeStyles = css`
  min-height: 44px;
  border: 0;
  background: none;
  color: ${color("link")};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  justify-self: start;
`;

const subtotalStyles = css`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${fontSize.xl};
`;

const checkoutStyles = css`
  justify-self: end;
`;
