import { navigate, Link } from "gatsby";
import type { FormEvent } from "react";
import { LEAD_KINDS, LEAD_STATUSES, TEAM_PATHS, type TeamLeadsAnswer, type TeamLeadSummary } from "../../../lib/team-contract";
import { SelectField, TextField } from "../../../shared/forms";
import { fill } from "../../../shared/lib/posts";
import { useConsole } from "../console-context";
import {
  consolePath,
  exportFileName,
  leadFiltersSearch,
  leadsQuery,
  NO_FILTERS,
  readLeadFilters,
  shortTime,
  withQuery,
  type LeadFilters,
} from "../rules";
import { useTeamCall } from "../use-team-call";
import { CallStatus } from "./call-status";
import { buttonStyles, controlRowStyles, quietButtonStyles } from "./console.styles";
import { DataTable, type DataColumn } from "./data-table";
import { ExportButton } from "./export-button";
import { LeadStatusBadge, MailBadge } from "./lead-badges";

export interface LeadsViewProps {
  /** The address's query, where the filters live. */
  search: string;
}

/** Every lead in one list, newest first: filters by kind and status and a search, all kept in the address. */
export function LeadsView({ search }: LeadsViewProps) {
  const { words } = useConsole();
  const filters = readLeadFilters(search);
  const [state, reload] = useTeamCall<TeamLeadsAnswer>(withQuery(TEAM_PATHS.leads, leadsQuery(filters)));
  const show = (next: LeadFilters) => void navigate(`${consolePath({ view: "leads" })}${leadFiltersSearch(next)}`);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    show(
      readLeadFilters(
        leadFiltersSearch({ kind: text("kind") as LeadFilters["kind"], status: text("status") as LeadFilters["status"], q: text("q"), cursor: "" }),
      ),
    );
  };

  const columns: DataColumn<TeamLeadSummary>[] = [
    { key: "received", label: words.colReceived, cell: (lead) => shortTime(lead.receivedAt) },
    { key: "kind", label: words.colKind, cell: (lead) => words[`kind_${lead.kind}`] },
    {
      key: "name",
      label: words.colName,
      cell: (lead) => <Link to={consolePath({ view: "lead", kind: lead.kind, id: lead.id })}>{lead.name || lead.email}</Link>,
    },
    { key: "email", label: words.colEmail, cell: (lead) => lead.email },
    { key: "company", label: words.colCompany, cell: (lead) => lead.company },
    { key: "status", label: words.colStatus, cell: (lead) => <LeadStatusBadge status={lead.status} /> },
    { key: "mail", label: words.colMail, cell: (lead) => <MailBadge state={lead.notification} /> },
  ];

  return (
    <section aria-labelledby="leads-heading">
      <h2 id="leads-heading">{words.leads}</h2>
      {/* Keyed by the address, so Back and a shared link show the filters they name. */}
      <form key={search} onSubmit={submit} role="search" aria-label={words.leads} css={controlRowStyles}>
        <SelectField
          name="kind"
          label={words.kindLabel}
          defaultValue={filters.kind}
          placeholder={words.anyKind}
          options={LEAD_KINDS.map((kind) => ({ value: kind, label: words[`kind_${kind}`] }))}
        />
        <SelectField
          name="status"
          label={words.statusLabel}
          defaultValue={filters.status}
          placeholder={words.anyStatus}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: words[`status_${status}`] }))}
        />
        <TextField name="q" type="search" label={words.searchLabel} defaultValue={filters.q} />
        <button type="submit" css={buttonStyles}>
          {words.applyFilters}
        </button>
        <button type="button" css={quietButtonStyles} onClick={() => show(NO_FILTERS)}>
          {words.clearFilters}
        </button>
      </form>
      <CallStatus state={state} reload={reload}>
        {(answer) => (
          <>
            <p role="status">{fill(words.leadsTotal, { total: answer.total })}</p>
            <ExportButton
              path={withQuery(TEAM_PATHS.leadsExport, leadsQuery({ ...filters, cursor: "" }))}
              fileName={exportFileName("leads", new Date())}
            />
            <DataTable
              caption={words.leadsTable}
              columns={columns}
              rows={answer.items}
              rowKey={(lead) => `${lead.kind}-${lead.id}`}
              empty={words.noLeads}
            />
            <Pager filters={filters} nextCursor={answer.nextCursor} />
          </>
        )}
      </CallStatus>
    </section>
  );
}

/** Links to the next page and back to the first, keeping the filters. */
function Pager({ filters, nextCursor }: { filters: LeadFilters; nextCursor: string | null }) {
  const { words } = useConsole();
  if (!filters.cursor && !nextCursor) return null;
  const base = consolePath({ view: "leads" });
  return (
    <div css={controlRowStyles}>
      {filters.cursor ? <Link to={`${base}${leadFiltersSearch({ ...filters, cursor: "" })}`}>{words.firstPage}</Link> : null}
      {nextCursor ? <Link to={`${base}${leadFiltersSearch({ ...filters, cursor: nextCursor })}`}>{words.nextPage}</Link> : null}
    </div>
  );
}
