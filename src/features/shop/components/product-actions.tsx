import { css } from "@emotion/react";
import { useState } from "react";
import type { CartProduct } from "../rules";
import { fill } from "../../../shared/lib/posts";
import { SHOP_WORDS as w } from "../shop-words";
import { useCart } from "../state";
import { space } from "../../../styles/theme";
import { primaryButton, secondaryButton } from "../../../shared/ui/button-link";
import { openCartPanel } from "./cart-button";

/**
 * The product page's Add to cart and wishlist buttons (SPEC §4). A new product goes in with quantity 1 and the cart
 * panel opens; a product already in the cart stays as it is and a polite message says so. The wishlist button
 * toggles, its pressed state announced (aria-pressed).
 */
export function ProductActions({ product }: { product: CartProduct }) {
  const cart = useCart();
  const [note, setNote] = useState("");
  const wished = cart.wishlist.includes(product.id);
  const add = (): void => {
    if (cart.add(product)) {
      setNote("");
      openCartPanel();
    } else setNote(fill(w.alreadyInCart, { name: product.name }));
  };
  return (
    <div css={wrapStyles}>
      <div css={rowStyles}>
        <button type="button" css={primaryButton} onClick={add}>
          {w.addToCart}
        </button>
        <button type="button" css={secondaryButton} aria-pressed={wished} onClick={() => cart.toggleWish(product.id)}>
          <span aria-hidden="true">{wished ? "♥" : "♡"}</span> {w.wishlist}
        </button>
      </div>
      <p role="status" css={noteStyles}>
        {note}
      </p>
    </div>
  );
}

const wrapStyles = css`
  margin: ${space.lg} 0;
`;

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const noteStyles = css`
  min-height: 1.5em;
  margin: ${space.xs} 0 0;
`;
