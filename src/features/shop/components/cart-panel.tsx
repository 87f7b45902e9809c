import { css } from "@emotion/react";
import { Link } from "gatsby";
import { SAMPLE_PRODUCT_ID, subtotal } from "../rules";
import { formatMoney } from "../../../shared/lib/money";
import { routes, productDetailPath } from "../../../shared/lib/routes";
import { SHOP_WORDS as w } from "../shop-words";
import { useCart } from "../state";
import { color, fontSize, space } from "../../../styles/theme";
import { primaryButton, secondaryButton } from "../../../shared/ui/button-link";
import { Dialog } from "../../../shared/ui/dialog";
import { CartLines } from "./cart-lines";

export interface CartPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The cart side panel (SPEC §2): its lines as "quantity x price" with Remove, the subtotal, View cart and Checkout.
 * A side <dialog>: Escape, the backdrop, its close button and a route change close it; focus returns to the opener.
 * Loaded on the first opening (cart-button.tsx).
 */
export function CartPanel({ open, onClose }: CartPanelProps) {
  const cart = useCart();
  return (
    <Dialog open={open} onClose={onClose} title={w.panelTitle} closeLabel={w.closePanel} placement="side" closeOnRouteChange>
      <div css={bodyStyles}>
        {cart.items.length > 0 ? (
          <>
            <CartLines items={cart.items} onRemove={cart.remove} />
            <p css={subtotalStyles}>
              <span>{w.subtotal}</span> <strong>{formatMoney(subtotal(cart.items))}</strong>
            </p>
            <div css={actionStyles}>
              <Link to={routes.shopCart} css={secondaryButton}>
                {w.viewCart}
              </Link>
              <Link to={routes.shopCheckout} css={primaryButton}>
                {w.checkout}
              </Link>
            </div>
          </>
        ) : cart.restored ? (
          <>
            <p>{w.empty}</p>
            <Link to={productDetailPath(SAMPLE_PRODUCT_ID)}>{w.seeProduct}</Link>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

const bodyStyles = css`
  padding: ${space.lg};
  display: grid;
  gap: ${space.lg};
`;

const subtotalStyles = css`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding-top: ${space.md};
  border-top: 1px solid ${color("border")};
  font-size: ${fontSize.lg};
`;

const actionStyles = css`
  display: grid;
  gap: ${space.sm};
`;
