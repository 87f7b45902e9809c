import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { blogAuthorPath } from "../../../shared/lib/routes";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { Picture } from "../../../shared/ui/picture";

export interface AuthorBoxProps {
  heading?: string;
  author: { id: string; name: string; role: string; bio: string; avatar: IGatsbyImageData | undefined; avatarAlt: string };
  /** Link the name to the author's page (not on that page itself). */
  linkName?: boolean;
}

/** An author as data/authors.yaml gives it to a query, in the box's shape. */
export function toAuthorBox(author: {
  yamlId: string;
  name: string;
  role: string;
  bio: string;
  avatar: { childImageSharp: { gatsbyImageData: IGatsbyImageData | null } | null };
  avatarAlt: string;
}): AuthorBoxProps["author"] {
  return {
    id: author.yamlId,
    name: author.name,
    role: author.role,
    bio: author.bio,
    avatar: author.avatar.childImageSharp?.gatsbyImageData ?? undefined,
    avatarAlt: author.avatarAlt,
  };
}

/** Portrait, name, role and short biography of an author. */
export function AuthorBox({ heading, author, linkName = true }: AuthorBoxProps) {
  return (
    <section css={boxStyles} aria-label={heading ?? author.name}>
      {author.avatar ? <Picture image={author.avatar} alt={author.avatarAlt} css={avatarStyles} /> : null}
      <div css={textStyles}>
        {heading ? <h2 css={headingStyles}>{heading}</h2> : null}
        <p css={nameStyles}>{linkName ? <Link to={blogAuthorPath(author.id)}>{author.name}</Link> : author.name}</p>
        <p css={roleStyles}>{author.role}</p>
        <p>{author.bio}</p>
      </div>
    </section>
  );
}

const boxStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md} ${space.lg};
  align-items: flex-start;
  padding: ${space.lg};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surfaceRaised")};
  p {
    margin: 0 0 ${space.xs};
  }
`;

const textStyles = css`
  flex: 1 1 16rem;
`;

const avatarStyles = css`
  flex: none;
  width: 88px;
  height: 88px;
  border-radius: 50%;
`;

const headingStyles = css`
  font-size: ${fontSize.sm};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${color("muted")};
  margin: 0 0 ${space.xs};
`;

const nameStyles = css`
  font-size: ${fontSize.lg};
  font-weight: 700;
`;

const roleStyles = css`
  color: ${color("muted")};
`;
