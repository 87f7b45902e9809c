import { act, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import w from "../../../generated/words/shop.json";
import { SAMPLE_PRODUCT_ID } from "../rules";
import { fill } from "../../../shared/lib/posts";
import { productDetailPath, routes } from "../../../shared/lib/routes";
import { renderWithProviders, type SeedCartItem } from "../../../test-utils/render";
import { CartButton } from "../components/cart-button";
import { CartPanel } from "../components/cart-panel";

const glove = { id: 7, name: "Motion Glove", price: 129.5, quantity: 2 };
const band = { id: 9, name: "Wrist Band", price: 1200, quantity: 1 };

/**
 * Renders `ui` with `items` in the stored cart. The cart's state lives at module level, as on the site (it outlasts
 * a page), so it is told the stored cart changed, as it is when another tab changes it.
 */
function renderWithCart(ui: ReactElement, items: readonly SeedCartItem[]) {
  const result = renderWithProviders(ui, { cart: { items } });
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
  });
  return result;
}

const panel = () => screen.getByRole("dialog", { name: w.panelTitle });

describe("CartPanel", () => {
  it("lists each line with its quantity and price, and the subtotal of them all", async () => {
    renderWithCart(<CartPanel open onClose={() => undefined} />, [glove, band]);
    const lines = await within(panel()).findAllByRole("listitem");
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByRole("link", { name: "Motion Glove" })).toHaveAttribute("href", productDetailPath("7"));
    expect(lines[0]).toHaveTextContent(fill(w.line, { quantity: 2, price: "$129.50" }));
    expect(lines[1]).toHaveTextContent(fill(w.line, { quantity: 1, price: "$1,200.00" }));
    expect(panel()).toHaveTextContent(`${w.subtotal} $1,459.00`);
    expect(within(panel()).getByRole("link", { name: w.viewCart })).toHaveAttribute("href", routes.shopCart);
    expect(within(panel()).getByRole("link", { name: w.checkout })).toHaveAttribute("href", routes.shopCheckout);
  });

  it("removes a line, and once the last is gone says the cart is empty and offers the product", async () => {
    const { user } = renderWithCart(<CartPanel open onClose={() => undefined} />, [glove, band]);
    await user.click(await screen.findByRole("button", { name: fill(w.removeName, { name: "Wrist Band" }) }));
    expect(within(panel()).getAllByRole("listitem")).toHaveLength(1);
    expect(panel()).toHaveTextContent(`${w.subtotal} $259.00`);

    await user.click(screen.getByRole("button", { name: fill(w.removeName, { name: "Motion Glove" }) }));
    expect(within(panel()).queryByRole("listitem")).toBeNull();
    expect(panel()).toHaveTextContent(w.empty);
    expect(within(panel()).getByRole("link", { name: w.seeProduct })).toHaveAttribute("href", productDetailPath(SAMPLE_PRODUCT_ID));
    expect(within(panel()).queryByRole("link", { name: w.checkout })).toBeNull();
  });

  it("opens from the header's cart button and closes with Escape, focus back on the button", async () => {
    const { user } = renderWithCart(<CartButton label="Cart" />, [glove]);
    const button = await screen.findByRole("button", { name: "Cart 2" });
    await user.click(button);
    expect(await screen.findByRole("dialog", { name: w.panelTitle })).toHaveTextContent(fill(w.line, { quantity: 2, price: "$129.50" }));
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
  });
});
