import { Link } from "gatsby";
import { TEAM_PATHS, type TeamAuditAnswer, type TeamAuditEntry } from "../../../lib/team-contract";
import { useConsole } from "../console-context";
import { consolePath, exportFileName, readLeadFilters, shortTime, withQuery } from "../rules";
import { useTeamCall } from "../use-team-call";
import { CallStatus } from "./call-status";
import { controlRowStyles } from "./console.styles";
import { DataTable, type DataColumn } from "./data-table";
import { ExportButton } from "./export-button";

/** The audit log, newest first: who did what, when, to how many rows; paged like the leads (`cursor` in the address). */
export function AuditView({ search }: { search: string }) {
  const { words } = useConsole();
  const { cursor } = readLeadFilters(search);
  const [state, reload] = useTeamCall<TeamAuditAnswer>(withQuery(TEAM_PATHS.audit, cursor ? { cursor } : {}));
  const columns: DataColumn<TeamAuditEntry>[] = [
    { key: "at", label: words.colAt, cell: (entry) => shortTime(entry.at) },
    { key: "actor", label: words.colActor, cell: (entry) => entry.actor },
    { key: "action", label: words.colAction, cell: (entry) => entry.action },
    { key: "subject", label: words.colSubject, cell: (entry) => entry.subject },
    { key: "rows", label: words.colRows, number: true, cell: (entry) => entry.rows },
  ];
  const here = consolePath({ view: "audit" });
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">{words.audit}</h2>
      <CallStatus state={state} reload={reload}>
        {(answer) => (
          <>
            <ExportButton path={TEAM_PATHS.auditExport} fileName={exportFileName("audit", new Date())} />
            <DataTable caption={words.auditTable} columns={columns} rows={answer.items} rowKey={(entry) => entry.id} empty={words.noRows} />
            <div css={controlRowStyles}>
              {cursor ? <Link to={here}>{words.firstPage}</Link> : null}
              {answer.nextCursor ? <Link to={`${here}?cursor=${encodeURIComponent(answer.nextCursor)}`}>{words.nextPage}</Link> : null}
            </div>
          </>
        )}
      </CallStatus>
    </section>
  );
}
