-- The shop's checkout is a reservation, not a payment (PRODUCT.md §6): the visitor's details and the cart's lines,
-- each with the catalogue's price at the time, under a short reference the visitor quotes ("GST-7K3QX9").
CREATE TABLE shop_reservations (
  id uuid PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  country text NOT NULL,
  total_cents integer NOT NULL,
  created_at timestamptz NOT NULL,
  spam boolean NOT NULL DEFAULT false
);

CREATE TABLE shop_reservation_lines (
  reservation_id uuid NOT NULL REFERENCES shop_reservations (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  product_name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  price_cents integer NOT NULL,
  PRIMARY KEY (reservation_id, product_id)
);

CREATE INDEX shop_reservations_email ON shop_reservations (email);
