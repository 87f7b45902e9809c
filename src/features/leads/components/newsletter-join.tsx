import { css } from "@emotion/react";
import { useWaitlistCount } from "../../waitlist/use-waitlist-count";
import { fillWords } from "../../../shared/lib/lead-forms";

export interface NewsletterJoinProps {
  /** "Join {count} people" from data/pages.yaml. */
  template: string;
  /** `newsletterBase` of data/site.yaml. */
  base: number;
}

/**
 * "Join 6.2k+ people": the account count (through the hero's cached helper) plus the newsletter's base, in thousands
 * with one decimal (PRODUCT §1). Server and first client render show the base alone.
 */
export function NewsletterJoin({ template, base }: NewsletterJoinProps) {
  const count = useWaitlistCount(base);
  return <p css={joinStyles}>{fillWords(template, { count })}</p>;
}

const joinStyles = css`
  font-weight: 700;
`;
