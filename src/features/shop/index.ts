/** What pages, templates, the layout and other features may import from shop. */
export { followCartCount } from "./cart-count";
export { CartButton } from "./components/cart-button";
export { CartContents } from "./components/cart-contents";
export { Checkout } from "./components/checkout";
export { ProductActions } from "./components/product-actions";
