import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { CartItem } from "../rules";
import { formatMoney } from "../../../shared/lib/money";
import { fill } from "../../../shared/lib/posts";
import { productDetailPath } from "../../../shared/lib/routes";
import { SHOP_WORDS as w } from "../shop-words";
import { color, fontSize, space } from "../../../styles/theme";

export interface CartLinesProps {
  items: readonly CartItem[];
  onRemove: (id: string) => void;
}

/** The cart panel's lines: image, name (to its page), "quantity x price", and Remove. */
export function CartLines({ items, onRemove }: CartLinesProps) {
  return (
    <ul css={listStyles}>
      {items.map((item) => (
        <li key={item.id} css={lineStyles}>
          {/* The name beside it says what it shows. */}
          {item.image ? <img src={item.image} alt="" width={64} height={64} css={imageStyles} /> : null}
          <div>
            <Link to={productDetailPath(item.id)} css={nameStyles}>
              {item.name}
            </Link>
            <p css={amountStyles}>{fill(w.line, { quantity: item.quantity, price: formatMoney(item.price) })}</p>
          </div>
          <button type="button" css={removeStyles} aria-label={fill(w.removeName, { name: item.name })} onClick={() => onRemove(item.id)}>
            {w.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
`;

const lineStyles = css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${space.sm};
`;

const imageStyles = css`
  border-radius: 8px;
  object-fit: cover;
`;

const nameStyles = css`
  font-weight: 600;
  color: ${color("text")};
`;

const amountStyles = css`
  margin: ${space.xxs} 0 0;
  color: ${color("muted")};
`;

const removeStyles = css`
  min-height: 44px;
  padding: 0 ${space.xs};
  border: 0;
  background: none;
  color: ${color("link")};
  font: inherit;
  font-size: ${fontSize.sm};
  text-decoration: underline;
  cursor: pointer;
`;
