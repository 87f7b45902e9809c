import { TEAM_PATHS, type TeamSubscribersAnswer } from "../../../lib/team-contract";
import { useConsole } from "../console-context";
import { exportFileName } from "../rules";
import { useTeamCall } from "../use-team-call";
import { CallStatus } from "./call-status";
import { factsStyles, panelStyles } from "./console.styles";
import { ExportButton } from "./export-button";

/** Newsletter subscribers: how many are confirmed, pending and unsubscribed, and an export of the confirmed. */
export function SubscribersView() {
  const { words } = useConsole();
  const [state, reload] = useTeamCall<TeamSubscribersAnswer>(TEAM_PATHS.subscribers);
  return (
    <section aria-labelledby="subscribers-heading">
      <h2 id="subscribers-heading">{words.subscribers}</h2>
      <p>{words.subscribersIntro}</p>
      <CallStatus state={state} reload={reload}>
        {(answer) => (
          <div css={panelStyles}>
            <dl css={factsStyles}>
              <dt>{words.confirmed}</dt>
              <dd>{answer.confirmed}</dd>
              <dt>{words.pending}</dt>
              <dd>{answer.pending}</dd>
              <dt>{words.unsubscribed}</dt>
              <dd>{answer.unsubscribed}</dd>
            </dl>
            <ExportButton path={TEAM_PATHS.subscribersExport} fileName={exportFileName("subscribers", new Date())} label={words.exportConfirmed} />
          </div>
        )}
      </CallStatus>
    </section>
  );
}
