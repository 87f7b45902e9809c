import { css } from "@emotion/react";
import { graphql, useStaticQuery } from "gatsby";
import { useEffect, useState } from "react";
import { useWaitlistCount } from "../../hooks/use-waitlist-count";
import { pickRandom } from "../../lib/avatars";
import { color, fontSize, space } from "../../styles/theme";
import { wrapRow } from "../../styles/blocks";
import { Picture } from "../ui/picture";

/** How many of the nine avatars the hero shows. */
const SHOWN = 5;

export interface WaitlistProofProps {
  /** "Waitlist Members", shown after the count ("2.4k+"). */
  label: string;
}

/**
 * Five avatars picked at random from nine and the waitlist count. The first render (server and hydration) shows the
 * first five and the constant alone, so the markup matches; the random pick and the stored count follow after
 * mount. The faces are decorative: the count says what they stand for.
 */
export function WaitlistProof({ label }: WaitlistProofProps) {
  const { site, allFile } = useStaticQuery<Queries.WaitlistProofQuery>(graphql`
    query WaitlistProof {
      site: siteYaml {
        waitlistBase
      }
      allFile(filter: { sourceInstanceName: { eq: "data" }, relativeDirectory: { eq: "images/avatars" } }, sort: { name: ASC }) {
        nodes {
          name
          childImageSharp {
            gatsbyImageData(width: 44, height: 44, layout: FIXED, placeholder: NONE)
          }
        }
      }
    }
  `);
  const avatars = allFile.nodes;
  const [shown, setShown] = useState(() => avatars.slice(0, SHOWN));
  useEffect(() => setShown(pickRandom(avatars, SHOWN)), [avatars]);
  const count = useWaitlistCount(site?.waitlistBase ?? 0);
  return (
    <div css={rowStyles}>
      <ul css={facesStyles}>
        {shown.map((avatar) =>
          avatar.childImageSharp ? (
            <li key={avatar.name}>
              <Picture image={avatar.childImageSharp.gatsbyImageData} alt="" css={faceStyles} />
            </li>
          ) : null,
        )}
      </ul>
      <p css={countStyles}>
        <strong>{count}</strong> {label}
      </p>
    </div>
  );
}

const rowStyles = wrapRow(space.sm, space.md);

const facesStyles = css`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-left: -12px;
  }
`;

const faceStyles = css`
  border-radius: 50%;
  border: 2px solid ${color("bg")};
`;

const countStyles = css`
  margin: 0;
  font-size: ${fontSize.base};
  strong {
    font-size: ${fontSize.lg};
  }
`;
