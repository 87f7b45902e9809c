import { css } from "@emotion/react";
import { fill } from "../../shared/lib/posts";
import { color, fontSize, radius, space } from "../../styles/theme";
import { SmartLink } from "../../shared/ui/smart-link";

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
  /** The visible tag ("Soon"). */
  soonLabel: string;
  /** The entry's accessible name when tagged, with {label} for its name ("{label}, coming soon"). */
  soonName: string;
  onNavigate?: () => void;
}

/**
 * Grouped menu links with their "Soon" tags, shared by the desktop Solutions menu and the mobile panel. A tagged
 * entry is named "{label}, coming soon" (from data), so a screen reader does not run name and tag together.
 */
export function MenuGroups({ groups, soonLabel, soonName, onNavigate }: MenuGroupsProps) {
  return (
    <div css={gridStyles}>
      {groups.map((group) => (
        <section key={group.heading} aria-label={group.heading}>
          <h2 css={headingStyles}>{group.heading}</h2>
          <ul css={listStyles}>
            {group.items.map((item) => (
              <li key={item.label}>
                <SmartLink to={item.to} css={linkStyles} onClick={onNavigate}>
                  {item.soon ? (
                    <>
                      {/* Seen: the name and its tag; heard: one phrase from data ("Slack, coming soon"). */}
                      <span aria-hidden="true" css={tagRowStyles}>
                        {item.label}
                        <span css={tagStyles}>{soonLabel}</span>
                      </span>
                      <span className="visually-hidden">{fill(soonName, { label: item.label })}</span>
                    </>
                  ) : (
                    item.label
                  )}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Columns by the room the list has, not the window's: two in the Solutions panel, one in the Menu's side panel. */
const gridStyles = css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
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

const tagRowStyles = css`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`;

export const tagStyles = css`
  font-size: 0.75rem;
  font-weight: 700;
  padding: 0.1rem 0.5rem;
  border-radius: ${radius.pill};
  background: ${color("tagBg")};
  color: ${color("tagText")};
`;
