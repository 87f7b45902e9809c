import { css } from "@emotion/react";
import { color, fontSize, mq, radius, space } from "../../styles/theme";
import { SmartLink } from "../ui/smart-link";

export interface MenuItem {
  label: string;
  to: string;
  soon: boolean | null;
}

export interface MenuGroup {
  heading: string;
  items: readonly MenuItem[];
}

export interface MenuGroupsProps {
  groups: readonly MenuGroup[];
  soonLabel: string;
  onNavigate?: () => void;
}

/** Grouped menu links with their "Soon" tags, shared by the desktop Solutions menu and the mobile panel. */
export function MenuGroups({ groups, soonLabel, onNavigate }: MenuGroupsProps) {
  return (
    <div css={gridStyles}>
      {groups.map((group) => (
        <section key={group.heading} aria-label={group.heading}>
          <h2 css={headingStyles}>{group.heading}</h2>
          <ul css={listStyles}>
            {group.items.map((item) => (
              <li key={item.label}>
                <SmartLink to={item.to} css={linkStyles} onClick={onNavigate}>
                  {item.label}
                  {item.soon ? <span css={tagStyles}>{soonLabel}</span> : null}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const gridStyles = css`
  display: grid;
  gap: ${space.lg};
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const headingStyles = css`
  font-size: ${fontSize.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${color("muted")};
  margin-bottom: ${space.xs};
`;

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const linkStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  min-height: 40px;
  padding: 0 ${space.xs};
  border-radius: ${radius.sm};
  color: ${color("text")};
  text-decoration: none;
  &:hover {
    background: ${color("surface")};
    text-decoration: underline;
  }
`;

export const tagStyles = css`
  font-size: 0.75rem;
  font-weight: 700;
  padding: 0.1rem 0.5rem;
  border-radius: ${radius.pill};
  background: ${color("tagBg")};
  color: ${color("tagText")};
`;
