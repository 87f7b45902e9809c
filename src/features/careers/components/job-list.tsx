import { css } from "@emotion/react";
import { Link } from "gatsby";
import { careerDetailPath } from "../../../shared/lib/routes";
import { color, fontSize, mq, radius, space } from "../../../styles/theme";
import { track } from "../../../shared/lib/analytics-targets";

export interface JobSummary {
  id: string;
  name: string;
  type: string;
  location: string;
  city: string;
  salary: string;
  summary: string;
}

export interface JobListProps {
  heading: string;
  jobs: readonly JobSummary[];
}

/** The openings, each linking to its detail page. */
export function JobList({ heading, jobs }: JobListProps) {
  return (
    <section css={sectionStyles} aria-labelledby="openings-heading">
      <h2 id="openings-heading">{heading}</h2>
      <ul css={listStyles}>
        {jobs.map((job) => (
          <li key={job.id} css={itemStyles}>
            <h3 css={titleStyles}>
              <Link to={careerDetailPath(job.id)} {...track("job-link", job.id)}>
                {job.name}
              </Link>
            </h3>
            <p>{job.summary}</p>
            <p css={metaStyles}>
              {job.type} · {job.location} · {job.city} · {job.salary}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const sectionStyles = css`
  padding: ${space.xl} 0;
`;

const listStyles = css`
  display: grid;
  gap: ${space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const itemStyles = css`
  padding: ${space.lg};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surfaceRaised")};
  p {
    margin: 0 0 ${space.xs};
  }
`;

const titleStyles = css`
  font-size: ${fontSize.lg};
`;

const metaStyles = css`
  color: ${color("muted")};
  font-size: ${fontSize.sm};
`;
