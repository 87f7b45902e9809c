import { css } from "@emotion/react";
import { Link } from "gatsby";
import { paragraphs } from "../../../shared/lib/text";
import { applyPath } from "../../../shared/lib/routes";
import { color, fontSize, mq, radius, space } from "../../../styles/theme";
import { primaryButton } from "../../../shared/ui/button-link";
import { BenefitList } from "./benefit-list";

export interface JobDetailProps {
  job: {
    id: string;
    name: string;
    type: string;
    location: string;
    city: string;
    country: string;
    salary: string;
    desc: string;
    tasks: readonly string[];
    requirements: readonly string[];
  };
  benefits: readonly { title: string; description: string }[];
  words: { tasks: string; requirements: string; benefits: string; details: string; type: string; location: string; salary: string; apply: string };
}

/** A job opening: title, description, Tasks, Requirements, Benefits, and a sidebar with the facts and Apply. */
export function JobDetail({ job, benefits, words }: JobDetailProps) {
  return (
    <div css={gridStyles}>
      <article>
        <h1 css={titleStyles}>{job.name}</h1>
        {paragraphs(job.desc).map((p) => (
          <p key={p}>{p}</p>
        ))}
        <h2>{words.tasks}</h2>
        <ul>
          {job.tasks.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <h2>{words.requirements}</h2>
        <ul>
          {job.requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <BenefitList heading={words.benefits} benefits={benefits} />
      </article>
      <aside css={asideStyles} aria-labelledby="job-facts">
        <h2 id="job-facts" css={asideTitleStyles}>
          {words.details}
        </h2>
        <dl>
          <dt>{words.type}</dt>
          <dd>{job.type}</dd>
          <dt>{words.location}</dt>
          <dd>
            {job.location} · {job.city}, {job.country}
          </dd>
          <dt>{words.salary}</dt>
          <dd>{job.salary}</dd>
        </dl>
        <Link to={applyPath(job.id)} css={primaryButton}>
          {words.apply}
          <span className="visually-hidden">: {job.name}</span>
        </Link>
      </aside>
    </div>
  );
}

const gridStyles = css`
  display: grid;
  gap: ${space.xl};
  padding-top: ${space.xl};
  ${mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    align-items: start;
  }
`;

const titleStyles = css`
  font-size: ${fontSize.display};
`;

const asideStyles = css`
  padding: ${space.lg};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surface")};
  ${mq.lg} {
    position: sticky;
    top: 6rem;
  }
  dl {
    margin: 0 0 ${space.lg};
  }
  dt {
    font-size: ${fontSize.sm};
    color: ${color("muted")};
  }
  dd {
    margin: 0 0 ${space.sm};
    font-weight: 600;
  }
`;

const asideTitleStyles = css`
  font-size: ${fontSize.lg};
`;
