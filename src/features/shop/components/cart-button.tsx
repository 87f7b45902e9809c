import { css } from "@emotion/react";
import { useMemo } from "react";
import { loadOnce } from "../../../shared/on-demand/load-once";
import { useCartCount } from "../cart-count";
import { afterLoad } from "../../../shared/on-demand/load-failure";
import { closeOverlay, openOverlay, useOverlay } from "../../../shared/overlays/state";
import { color, radius } from "../../../styles/theme";
import { iconButton } from "../../../shared/ui/button-link";
import { CartIcon } from "../../../shared/ui/icons";

/** The panel and the cart's rules: fetched on the first opening (or the first product added), never with the page. */
const loadPanel = loadOnce(() => import(/* webpackChunkName: "cart-panel" */ "./cart-panel").then((module) => module.CartPanel));

/** Opens the cart panel, fetching it first; offline, nothing opens and the visitor is told why. */
export const openCartPanel = (): void => void afterLoad(loadPanel(), "The cart", () => openOverlay("cart"));

/** The header's cart button: the number of items in the cart, and the side panel it opens. */
export function CartButton({ label }: { label: string }) {
  const count = useCartCount();
  const { open } = useOverlay("cart");
  const Panel = loadPanel.loaded();
  const onClose = useMemo(() => () => closeOverlay("cart"), []);
  return (
    <>
      <button
        type="button"
        css={[iconButton, buttonStyles]}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadPanel().catch(() => undefined)}
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
