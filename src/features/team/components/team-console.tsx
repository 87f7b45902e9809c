import { css } from "@emotion/react";
import { useCallback, useMemo, useState } from "react";
import { Layout } from "../../../app/layout/layout";
import { PageHeader } from "../../../shared/ui/page-header";
import { space } from "../../../styles/theme";
import { useAccountGuard, useAuth } from "../../account";
import { ConsoleContext, useConsole } from "../console-context";
import { parseConsolePath, type ConsoleRoute } from "../rules";
import type { ConsoleWords } from "../words";
import { AnalyticsView } from "./analytics-view";
import { AuditView } from "./audit-view";
import { ConsoleNav } from "./console-nav";
import { LeadDetail } from "./lead-detail";
import { LeadsView } from "./leads-view";
import { NotAllowed } from "./not-allowed";
import { SubscribersView } from "./subscribers-view";
import { WaitlistView } from "./waitlist-view";

export interface TeamConsoleProps {
  heading: string;
  words: ConsoleWords;
  /** The address the console shows (its view is in the path, a list's filters in the query). */
  pathname: string;
  search: string;
}

/**
 * The team console (issue 44), client-only under /team/. A signed-out visitor is sent to sign in and comes back to
 * the same address; an account without the team role (users/me says so, or any call answers 403) sees "not
 * allowed" and no data. Nothing is asked of the service before users/me has answered `team: true`.
 */
export function TeamConsole({ heading, words, pathname, search }: TeamConsoleProps) {
  const status = useAccountGuard("member");
  const { user } = useAuth();
  const [forbidden, setForbidden] = useState(false);
  const forbid = useCallback(() => setForbidden(true), []);
  const context = useMemo(() => ({ words, forbid }), [words, forbid]);
  const route = parseConsolePath(pathname);
  const known = status === "signedIn" && user !== null;
  const allowed = known && user.team === true && !forbidden;
  return (
    <Layout>
      <div css={frameStyles}>
        <PageHeader heading={heading} />
        <ConsoleContext.Provider value={context}>
          {!known ? <p role="status">{status === "signedIn" ? words.loading : null}</p> : null}
          {known && !allowed ? <NotAllowed /> : null}
          {allowed ? (
            <>
              <ConsoleNav current={route.view === "lead" ? "leads" : route.view === "unknown" ? null : route.view} />
              <ConsoleView route={route} search={search} />
            </>
          ) : null}
        </ConsoleContext.Provider>
      </div>
    </Layout>
  );
}

function ConsoleView({ route, search }: { route: ConsoleRoute; search: string }) {
  switch (route.view) {
    case "leads":
      return <LeadsView search={search} />;
    case "lead":
      return <LeadDetail kind={route.kind} id={route.id} />;
    case "waitlist":
      return <WaitlistView />;
    case "subscribers":
      return <SubscribersView />;
    case "analytics":
      return <AnalyticsView />;
    case "audit":
      return <AuditView search={search} />;
    default:
      return <UnknownView />;
  }
}

function UnknownView() {
  const { words } = useConsole();
  return <p>{words.unknownView}</p>;
}

const frameStyles = css`
  min-width: 0;
  padding-block-end: ${space.xxl};
`;
