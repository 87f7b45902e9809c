import { Link } from "gatsby";
import { useState, type FormEvent } from "react";
import {
  TEAM_LIMITS,
  teamPath,
  type LeadKind,
  type LeadStatus,
  type TeamLeadAnswer,
  type TeamLeadChangedAnswer,
  type TeamResumeLinkAnswer,
} from "../../../lib/team-contract";
import { TextAreaField } from "../../../shared/forms";
import { fill } from "../../../shared/lib/posts";
import { useConsole } from "../console-context";
import { consolePath, detailFields, fieldLabel, fieldText, shortTime } from "../rules";
import { useTeamAction, useTeamCall, useTeamDownload } from "../use-team-call";
import { CallStatus } from "./call-status";
import { buttonStyles, controlRowStyles, factsStyles, panelStyles, quietButtonStyles, statusTextStyles } from "./console.styles";
import { LeadStatusBadge, MailBadge } from "./lead-badges";

export interface LeadDetailProps {
  kind: LeadKind;
  id: string;
}

type Lead = TeamLeadAnswer["lead"];

/** One lead: every field, when it came, its consent, the team mail's state, the résumé, notes and its status. */
export function LeadDetail({ kind, id }: LeadDetailProps) {
  const { words } = useConsole();
  const [state, reload] = useTeamCall<TeamLeadAnswer>(teamPath("lead", { kind, id }));
  return (
    <section aria-labelledby="lead-heading">
      <p>
        <Link to={consolePath({ view: "leads" })}>{words.allLeads}</Link>
      </p>
      <CallStatus state={state} reload={reload}>
        {({ lead }) => <LeadBody lead={lead} reload={reload} />}
      </CallStatus>
    </section>
  );
}

function LeadBody({ lead, reload }: { lead: Lead; reload: () => void }) {
  const { words } = useConsole();
  const act = useTeamAction();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "good" | "bad"; text: string } | null>(null);
  const params = { kind: lead.kind, id: lead.id };

  const run = async (path: string, json?: unknown) => {
    setBusy(true);
    const result = await act<TeamLeadChangedAnswer>(path, json);
    setBusy(false);
    setOutcome({ tone: result.ok ? "good" : "bad", text: result.msg || (result.ok ? "" : words.loadFailed) });
    if (result.ok) reload();
    return result.ok;
  };
  const setStatus = (status: LeadStatus) => void run(teamPath("leadStatus", params), { status });

  return (
    <>
      <h2 id="lead-heading">{fill(words.leadHeading, { kind: words[`kind_${lead.kind}`], name: lead.name || lead.email })}</h2>
      <dl css={factsStyles}>
        <dt>{words.colReceived}</dt>
        <dd>{shortTime(lead.receivedAt)}</dd>
        <dt>{words.colStatus}</dt>
        <dd>
          <LeadStatusBadge status={lead.status} />
          {lead.statusChanged ? ` ${fill(words.statusChanged, { by: lead.statusChanged.by, at: shortTime(lead.statusChanged.at) })}` : null}
        </dd>
      </dl>
      <div css={controlRowStyles}>
        {lead.status === "new" ? (
          <>
            <button type="button" css={buttonStyles} disabled={busy} onClick={() => setStatus("handled")}>
              {words.markHandled}
            </button>
            <button type="button" css={quietButtonStyles} disabled={busy} onClick={() => setStatus("spam")}>
              {words.markSpam}
            </button>
          </>
        ) : (
          <button type="button" css={quietButtonStyles} disabled={busy} onClick={() => setStatus("new")}>
            {words.restore}
          </button>
        )}
      </div>
      <p role="status" css={statusTextStyles} data-tone={outcome?.tone}>
        {outcome?.text}
      </p>

      <section aria-labelledby="lead-fields" css={panelStyles}>
        <h2 id="lead-fields">{words.fieldsHeading}</h2>
        <dl css={factsStyles}>
          {detailFields(lead.fields).map(([name, value]) => (
            <div key={name} css={{ display: "contents" }}>
              <dt>{fieldLabel(name, { spam: words.fieldSpam })}</dt>
              <dd>{fieldText(value, words)}</dd>
            </div>
          ))}
        </dl>
      </section>

      {lead.resume ? <ResumePanel leadId={lead.id} fileName={lead.resume.fileName} /> : null}

      <section aria-labelledby="lead-consent" css={panelStyles}>
        <h2 id="lead-consent">{words.consentHeading}</h2>
        <p>{lead.consent.form}</p>
        <p>{words.consentCookies}</p>
      </section>

      <section aria-labelledby="lead-mail" css={panelStyles}>
        <h2 id="lead-mail">{words.notificationHeading}</h2>
        <p>
          <MailBadge state={lead.notification} />
        </p>
        {lead.notificationDetail ? (
          <dl css={factsStyles}>
            <dt>{words.attempts}</dt>
            <dd>{lead.notificationDetail.attempts}</dd>
            {lead.notificationDetail.sentAt ? (
              <>
                <dt>{words.sentAt}</dt>
                <dd>{shortTime(lead.notificationDetail.sentAt)}</dd>
              </>
            ) : null}
            {lead.notificationDetail.failedAt ? (
              <>
                <dt>{words.failedAt}</dt>
                <dd>{shortTime(lead.notificationDetail.failedAt)}</dd>
              </>
            ) : null}
            {lead.notificationDetail.lastError ? (
              <>
                <dt>{words.lastError}</dt>
                <dd>{lead.notificationDetail.lastError}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {lead.notification === "failed" ? (
          <button type="button" css={buttonStyles} disabled={busy} onClick={() => void run(teamPath("leadNotify", params))}>
            {words.sendAgain}
          </button>
        ) : null}
      </section>

      <NotesPanel lead={lead} busy={busy} onAdd={(text) => run(teamPath("leadNotes", params), { text })} />
    </>
  );
}

function ResumePanel({ leadId, fileName }: { leadId: string; fileName: string }) {
  const { words } = useConsole();
  const act = useTeamAction();
  const download = useTeamDownload();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A link is asked for at each press: it works for TEAM_LIMITS.resumeLinkMinutes, for this account only.
  const fetchResume = async () => {
    setBusy(true);
    setFailure(null);
    const link = await act<TeamResumeLinkAnswer>(teamPath("resumeLink", { id: leadId }));
    const problem = link.ok ? await download(link.data.url, link.data.fileName) : link.msg;
    setBusy(false);
    if (problem !== null) setFailure(problem || words.resumeFailed);
  };
  return (
    <section aria-labelledby="lead-resume" css={panelStyles}>
      <h2 id="lead-resume">{words.resumeHeading}</h2>
      <button type="button" css={buttonStyles} disabled={busy} onClick={() => void fetchResume()}>
        {fill(words.downloadResume, { file: fileName })}
      </button>
      <p role="status" css={statusTextStyles} data-tone="bad">
        {failure}
      </p>
    </section>
  );
}

function NotesPanel({ lead, busy, onAdd }: { lead: Lead; busy: boolean; onAdd: (text: string) => Promise<boolean> }) {
  const { words } = useConsole();
  const [text, setText] = useState("");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await onAdd(text.trim())) setText("");
  };
  return (
    <section aria-labelledby="lead-notes" css={panelStyles}>
      <h2 id="lead-notes">{words.notesHeading}</h2>
      {lead.notes.length === 0 ? <p>{words.noNotes}</p> : null}
      <ul>
        {lead.notes.map((note) => (
          <li key={`${note.at}-${note.by}`}>
            <p css={{ whiteSpace: "pre-wrap", margin: 0 }}>{note.text}</p>
            <small>{fill(words.noteBy, { by: note.by, at: shortTime(note.at) })}</small>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void submit(event)}>
        <TextAreaField
          label={words.noteLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={TEAM_LIMITS.noteMaxLength}
          rows={3}
        />
        <button type="submit" css={buttonStyles} disabled={busy || !text.trim()}>
          {words.addNote}
        </button>
      </form>
    </section>
  );
}
