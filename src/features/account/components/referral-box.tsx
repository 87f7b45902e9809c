import { css } from "@emotion/react";
import { useRef, useState } from "react";
import { fill } from "../../../shared/lib/posts";
import { referralLink } from "../session";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { ShareLinks } from "../../blog/components/share-links";
import { controlStyles } from "../../../shared/forms/field";
import { FormStatus } from "../../../shared/forms/form-status";
import { secondaryButton } from "../../../shared/ui/button-link";

export interface ReferralBoxProps {
  code: string;
  words: {
    referralHeading: string;
    rule: string;
    referrals: string;
    pendingReferrals: string;
    referralLink: string;
    copy: string;
    copied: string;
    copyFallback: string;
    shareHeading: string;
    shareTitle: string;
  };
  boost: number;
  referrals: number;
  /** Referrals held for review (review 3 N2): shown, when there are any, as not having moved the member yet. */
  pendingReferrals: number;
  /** The site's e-mail, LinkedIn and X share links (data/site.yaml `share`). */
  share: readonly { network: string; label: string; url: string }[];
  externalLabel: string;
}

/**
 * The member's referral link (PRODUCT §6): the rule in one sentence, the link with a Copy button (Clipboard API; when
 * that is missing or refused, the text is selected and the visitor is told to copy it), and plain share links.
 */
export function ReferralBox({ code, words, boost, referrals, pendingReferrals, share, externalLabel }: ReferralBoxProps) {
  const link = referralLink(window.location.origin, code);
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(link);
      setNote(words.copied);
    } catch {
      input.current?.focus();
      input.current?.select();
      setNote(words.copyFallback);
    }
  };

  return (
    <section aria-labelledby="referral-heading" css={boxStyles}>
      <h2 id="referral-heading">{words.referralHeading}</h2>
      <p>{fill(words.rule, { boost })}</p>
      <p>{fill(words.referrals, { count: referrals })}</p>
      {pendingReferrals > 0 ? <p>{fill(words.pendingReferrals, { count: pendingReferrals })}</p> : null}
      <label htmlFor="referral-link" css={labelStyles}>
        {words.referralLink}
      </label>
      <div css={rowStyles}>
        <input id="referral-link" ref={input} css={controlStyles} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" css={secondaryButton} onClick={() => void copy()}>
          {words.copy}
        </button>
      </div>
      <FormStatus message={note} tone="success" />
      <ShareLinks heading={words.shareHeading} links={share} pageUrl={link} title={words.shareTitle} externalLabel={externalLabel} />
    </section>
  );
}

const boxStyles = css`
  padding: ${space.lg};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surface")};
  h2 {
    font-size: ${fontSize.xl};
    margin: 0 0 ${space.sm};
  }
`;

const labelStyles = css`
  display: block;
  font-weight: 600;
  margin: ${space.md} 0 ${space.xxs};
`;

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  input {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;
