import { css } from "@emotion/react";
import { Link } from "gatsby";
import { color, radius, space } from "../../../styles/theme";
import { useConsole } from "../console-context";
import { CONSOLE_VIEWS, consolePath, type ConsoleView } from "../rules";

/** The console's sections; the current one is marked for assistive technology and by its look. */
export function ConsoleNav({ current }: { current: ConsoleView | null }) {
  const { words } = useConsole();
  return (
    <nav aria-label={words.navLabel}>
      <ul css={listStyles}>
        {CONSOLE_VIEWS.map((view) => (
          <li key={view}>
            <Link to={consolePath({ view })} css={linkStyles} aria-current={view === current ? "page" : undefined}>
              {words[view]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const listStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  list-style: none;
  padding: 0;
  margin: 0 0 ${space.md};
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.md};
  border: 1px solid ${color("border")};
  border-radius: ${radius.pill};
  color: ${color("link")};
  text-decoration: none;
  &[aria-current="page"] {
    background: ${color("primary")};
    border-color: ${color("primary")};
    color: ${color("onPrimary")};
    font-weight: 600;
  }
`;
