import { css } from "@emotion/react";
import { Fragment } from "react";
import { PageHeader } from "../../../shared/ui/page-header";
import { fill } from "../../../shared/lib/posts";
import { space } from "../../../styles/theme";
import { readingBody, readingColumn } from "../../../styles/blocks";

/** The statement as data/accessibility.yaml holds it (the page query's answer). */
export interface Statement {
  heading: string;
  intro: string;
  headings: {
    commitment: string;
    status: string;
    measures: string;
    limitations: string;
    feedback: string;
    compatibility: string;
    review: string;
    workaround: string;
  };
  commitment: string;
  standard: { name: string; level: string; url: string };
  status: string;
  measures: readonly string[];
  limitations: readonly { what: string; workaround: string }[];
  feedback: { text: string; email: string; responseTime: string };
  compatibility: { browsers: string; assistiveTechnology: string; note: string };
  /** YYYY-MM-DD, and the same day as a reader reads it. */
  reviewed: string;
  reviewedDay: string;
  reviewedText: string;
}

/**
 * The accessibility statement (issue 43), in the parts of the W3C WAI statement generator: commitment, standard
 * and status, measures, known limitations with their workarounds, feedback, compatibility, date of review.
 */
export function AccessibilityStatement({ statement: s }: { statement: Statement }) {
  return (
    <div css={readingColumn}>
      <PageHeader heading={s.heading} intro={s.intro} />
      <div css={bodyStyles}>
        <h2>{s.headings.commitment}</h2>
        <p>{s.commitment}</p>
        <h2>{s.headings.status}</h2>
        <p>
          {s.status.split("{standard}").map((part, i) => (
            <Fragment key={part}>
              {i > 0 ? <a href={s.standard.url}>{s.standard.name}</a> : null}
              {fill(part, { level: s.standard.level })}
            </Fragment>
          ))}
        </p>
        <h2>{s.headings.measures}</h2>
        <ul>
          {s.measures.map((measure) => (
            <li key={measure}>{measure}</li>
          ))}
        </ul>
        <h2>{s.headings.limitations}</h2>
        <ul>
          {s.limitations.map((limitation) => (
            <li key={limitation.what}>
              <p>{limitation.what}</p>
              <p>
                <strong>{s.headings.workaround}</strong> {limitation.workaround}
              </p>
            </li>
          ))}
        </ul>
        <h2>{s.headings.feedback}</h2>
        <p>{s.feedback.text}</p>
        <p>
          <a href={`mailto:${s.feedback.email}`}>{s.feedback.email}</a>. {s.feedback.responseTime}
        </p>
        <h2>{s.headings.compatibility}</h2>
        <p>{s.compatibility.browsers}</p>
        <p>{s.compatibility.assistiveTechnology}</p>
        <p>{s.compatibility.note}</p>
        <h2>{s.headings.review}</h2>
        <p>
          <time dateTime={s.reviewed}>{fill(s.reviewedText, { date: s.reviewedDay })}</time>
        </p>
      </div>
    </div>
  );
}

const bodyStyles = css`
  ${readingBody};
  li + li {
    margin-top: ${space.sm};
  }
  li p {
    margin: 0;
  }
`;
