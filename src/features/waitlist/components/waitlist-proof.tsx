import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { useEffect, useState } from "react";
import { useWaitlistCount } from "../use-waitlist-count";
import { pickRandom } from "../avatars";
import { color, fontSize, space } from "../../../styles/theme";
import { wrapRow } from "../../../styles/blocks";
import { Picture } from "../../../shared/ui/picture";

/** How many of the nine avatars the hero shows. */
const SHOWN = 5;

export interface WaitlistProofProps {
  /** "Waitlist Members", shown after the count ("2.4k+"). */
  label: string;
  /** data/site.yaml `waitlistBase`, added to the server's count. */
  base: number;
  /** The nine faces of data/images/avatars, by name (the WaitlistAvatar fragment, in the home page's query). */
  avatars: readonly Queries.WaitlistAvatarFragment[];
}

/** A face's picture, for the query of the page that shows the row. */
export const waitlistAvatarFragment = graphql`
  fragment WaitlistAvatar on File {
    name
    childImageSharp {
      gatsbyImageData(width: 44, height: 44, layout: FIXED, placeholder: NONE)
    }
  }
`;

/**
 * Five avatars picked at random from nine and the waitlist count. The first render (server and hydration) shows the
 * first five and the constant alone, so the markup matches; the random pick and the stored count follow after
 * mount. The faces are decorative: the count says what they stand for.
 */
export function WaitlistProof({ label, base, avatars }: WaitlistProofProps) {
  const [shown, setShown] = useState(() => avatars.slice(0, SHOWN));
  useEffect(() => setShown(pickRandom(avatars, SHOWN)), [avatars]);
  const count = useWaitlistCount(base);
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
