import { TEAM_PATHS, type AnalyticsReport, type TeamAnalyticsAnswer } from "../../../lib/team-contract";
import { fill } from "../../../shared/lib/posts";
import { useConsole } from "../console-context";
import { longDay, percent } from "../rules";
import { useTeamCall } from "../use-team-call";
import { CallStatus } from "./call-status";
import { panelStyles } from "./console.styles";
import { DataTable, type DataColumn } from "./data-table";
import { DayChart } from "./day-chart";

/** What the site does: page views per day, top pages, click targets, the sign-up funnel and consent choices. */
export function AnalyticsView() {
  const { words } = useConsole();
  const [state, reload] = useTeamCall<TeamAnalyticsAnswer>(TEAM_PATHS.analytics);
  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading">{words.analytics}</h2>
      <CallStatus state={state} reload={reload}>
        {({ report }) => <Report report={report} />}
      </CallStatus>
    </section>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const { words } = useConsole();
  const { total } = report.funnel;
  const funnel = [
    { step: words.funnelVisits, count: total.visits },
    { step: words.funnelSignUp, count: total.signUp },
    { step: words.funnelAccounts, count: total.accounts },
    { step: words.funnelConfirmed, count: total.confirmed },
  ];
  return (
    <>
      <p>{fill(words.period, { since: longDay(report.since), until: longDay(report.until) })}</p>
      <section aria-labelledby="pageviews-heading" css={panelStyles}>
        <h2 id="pageviews-heading">{words.pageviewsHeading}</h2>
        <DayChart days={report.pageviewsPerDay} since={report.since} until={report.until} />
      </section>
      <FigureTable
        id="funnel-heading"
        heading={words.funnelHeading}
        columns={[
          { key: "step", label: words.colStep, cell: (row) => row.step },
          { key: "count", label: words.colCount, number: true, cell: (row) => row.count },
          { key: "share", label: words.colShare, number: true, cell: (row) => percent(row.count, total.visits) },
        ]}
        rows={funnel}
        rowKey={(row) => row.step}
      />
      <FigureTable
        id="pages-heading"
        heading={words.topPagesHeading}
        columns={[
          { key: "path", label: words.colPage, cell: (row) => row.path },
          { key: "views", label: words.colViews, number: true, cell: (row) => row.pageviews },
        ]}
        rows={report.topPages}
        rowKey={(row) => row.path}
      />
      <FigureTable
        id="clicks-heading"
        heading={words.clicksHeading}
        columns={[
          { key: "target", label: words.colTarget, cell: (row) => row.target },
          { key: "clicks", label: words.colClicks, number: true, cell: (row) => row.clicks },
        ]}
        rows={report.clickTargets}
        rowKey={(row) => row.target}
      />
      <FigureTable
        id="consent-heading"
        heading={words.consentChoicesHeading}
        columns={[
          { key: "category", label: words.colCategory, cell: (row) => row.category },
          { key: "granted", label: words.colGranted, number: true, cell: (row) => row.granted },
          { key: "refused", label: words.colRefused, number: true, cell: (row) => row.refused },
        ]}
        rows={report.consent}
        rowKey={(row) => row.category}
      />
    </>
  );
}

interface FigureTableProps<T> {
  id: string;
  heading: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}

/** One of the report's figures as a headed panel holding its table. */
function FigureTable<T>({ id, heading, columns, rows, rowKey }: FigureTableProps<T>) {
  const { words } = useConsole();
  return (
    <section aria-labelledby={id} css={panelStyles}>
      <h2 id={id}>{heading}</h2>
      <DataTable caption={heading} columns={columns} rows={rows} rowKey={rowKey} empty={words.noRows} />
    </section>
  );
}
