import { css } from "@emotion/react";
import { useMemo } from "react";
import { useCartCount } from "../cart-count";
import { afterLoad } from "../../../shared/on-demand/load-failure";
import { useOnDemand } from "../../../shared/on-demand/use-on-demand";
import { closeOverlay, openOverlay, useOverlay } from "../../../shared/overlays/state";
import { color, radius } from "../../../styles/theme";
import { iconButton } from "../../../shared/ui/button-link";
import { CartIcon } from "../../../shared/ui/icons";

import { loadPanel } from "../lazy";

/** Opens the cart panel, fetching it first; offline, nothing opens and the visitor is told why. */
export const openCartPanel = (): void => void afterLoad(loadPanel(), "The cart", () => openOverlay("cart"));

/** The header's cart button: the number of items in the cart, and the side panel it opens. */
export function CartButton({ label }: { label: string }) {
  const count = useCartCount();
  const { open } = useOverlay("cart");
  const { part: Panel, prefetch } = useOnDemand(loadPanel, { what: "The cart" });
  const onClose = useMemo(() => () => closeOverlay("cart"), []);
  return (
    <>
      <button
        type="button"
        css={[iconButton, buttonStyles]}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={prefetch}
        onClick={openCartPanel}
      >
        <CartIcon />
        <span className="visually-hidden">{label} </span>
        <span css={countStyles}>{count}</span>
      </button>
      {Panel ? <Panel open={open} onClose={onClose} /> : null}
    </>
  );
}

const buttonStyles = css`
  position: relative;
`;

const countStyles = css`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 1.25rem;
  padding: 0 0.25rem;
  border-radius: ${radius.pill};
  background: ${color("primary")};
  color: ${color("onPrimary")};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
`;
