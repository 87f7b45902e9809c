import { inlineList } from "../../styles/blocks";
import { space } from "../../styles/theme";
import { ButtonLink } from "../ui/button-link";

export interface LinkRowProps {
  links: readonly { label: string; to: string }[] | null;
}

/** A row of call-to-action links; the first is the primary action. */
export function LinkRow({ links }: LinkRowProps) {
  if (!links || links.length === 0) return null;
  return (
    <ul css={rowStyles}>
      {links.map((link, i) => (
        <li key={`${link.to}-${link.label}`}>
          <ButtonLink to={link.to} variant={i === 0 ? "primary" : "secondary"}>
            {link.label}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

const rowStyles = inlineList(space.sm, space.lg);
