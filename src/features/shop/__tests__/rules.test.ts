import { addToCart, clampQuantity, removeFromCart, setQuantity, subtotal, toggleWish, validateCart, validateWishlist, type CartProduct } from "../rules";
import { countStoredCart } from "../stored-cart-count";

const hub: CartProduct = { id: "1", name: "Edge Hub", image: "/hub.jpg", alt: "A hub", discount: 0.21, oldPrice: 1899.99, price: 1499.99, rating: 5 };
const cable: CartProduct = { ...hub, id: "2", name: "Cable", price: 0.1, oldPrice: 0.1 };

describe("cart rules", () => {
  it("adds a new product with quantity 1 and leaves a product already in the cart as it is", () => {
    const once = addToCart([], hub);
    expect(once).toEqual([{ ...hub, quantity: 1 }]);
    const stepped = setQuantity(once, "1", 3);
    expect(addToCart(stepped, hub)).toBe(stepped);
    expect(addToCart(stepped, cable).map((line) => [line.id, line.quantity])).toEqual([
      ["1", 3],
      ["2", 1],
    ]);
  });

  it("removes a line and ignores an id that is not there", () => {
    const items = addToCart(addToCart([], hub), cable);
    expect(removeFromCart(items, "1").map((line) => line.id)).toEqual(["2"]);
    expect(removeFromCart(items, "9")).toBe(items);
  });

  it("holds quantities to 1-10 in whole numbers", () => {
    const items = addToCart([], hub);
    expect(setQuantity(items, "1", 11)[0]?.quantity).toBe(10);
    expect(setQuantity(items, "1", 0)[0]?.quantity).toBe(1);
    expect(setQuantity(items, "1", 2.6)[0]?.quantity).toBe(3);
    expect(setQuantity(items, "1", 1)).toBe(items);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it("sums quantity × price to the cent", () => {
    expect(subtotal([])).toBe(0);
    const items = setQuantity(addToCart(addToCart([], hub), cable), "2", 3);
    expect(subtotal(items)).toBe(1500.29);
    expect(subtotal(setQuantity(items, "1", 2))).toBe(3000.28);
  });

  it("toggles a wishlist id", () => {
    expect(toggleWish([], "1")).toEqual(["1"]);
    expect(toggleWish(["1", "2"], "1")).toEqual(["2"]);
  });
});

describe("stored cart and wishlist", () => {
  it("reads the spec's lines, numeric ids included, and drops lines without a price or quantity and repeated ids", () => {
    const stored = [{ ...hub, id: 1, quantity: 2 }, { id: "2", name: "x" }, { ...hub, quantity: 5 }, "junk", { ...cable, quantity: 40 }];
    expect(validateCart(stored)).toEqual([
      { ...hub, quantity: 2 },
      { ...cable, quantity: 10 },
    ]);
    expect(validateCart({ items: [] })).toBeNull();
  });

  it("reads a wishlist of ids, numbers as strings, without repeats", () => {
    expect(validateWishlist([1, "1", "3", null])).toEqual(["1", "3"]);
    expect(validateWishlist("1")).toBeNull();
  });

  it("counts the stored quantities for the header and counts nothing in a value it cannot read", () => {
    expect(countStoredCart(JSON.stringify([{ quantity: 2 }, { quantity: 3 }]))).toBe(5);
    expect(countStoredCart(null)).toBe(0);
    expect(countStoredCart("{not json")).toBe(0);
    expect(countStoredCart(JSON.stringify({ quantity: 2 }))).toBe(0);
    expect(countStoredCart(JSON.stringify([null, { quantity: "2" }, { quantity: 1 }]))).toBe(1);
  });
});
