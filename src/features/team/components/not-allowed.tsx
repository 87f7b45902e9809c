import { Link } from "gatsby";
import { routes } from "../../../shared/lib/routes";
import { useConsole } from "../console-context";
import { panelStyles } from "./console.styles";

/** What a signed-in account without the team role sees: a sentence and the way to its own dashboard, no data. */
export function NotAllowed() {
  const { words } = useConsole();
  return (
    <section aria-labelledby="not-allowed-heading" css={panelStyles}>
      <h2 id="not-allowed-heading">{words.notAllowedHeading}</h2>
      <p>{words.notAllowedBody}</p>
      <p>
        <Link to={routes.waitlist}>{words.notAllowedLink}</Link>
      </p>
    </section>
  );
}
