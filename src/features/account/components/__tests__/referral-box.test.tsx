import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../../../test-utils/render";
import { ReferralBox } from "../referral-box";

const words = {
  referralHeading: "Move up the waitlist",
  rule: "Each friend moves you up {boost} places.",
  referrals: "Friends who joined with your link: {count}",
  pendingReferrals: "Waiting for review: {count}.",
  referralLink: "Your referral link",
  copy: "Copy",
  copied: "Link copied.",
  copyFallback: "Press Ctrl+C.",
  shareHeading: "Share your link",
  shareTitle: "Join me",
};

const box = (pendingReferrals: number) => (
  <ReferralBox
    code="ABCDEFGHJKLM"
    words={words}
    boost={10}
    referrals={1}
    pendingReferrals={pendingReferrals}
    share={[]}
    externalLabel="(opens in a new tab)"
  />
);

describe("the referral box (review 3 N2)", () => {
  it("says how many sign-ups wait for review, beside the ones that counted", () => {
    renderWithProviders(box(2));
    const region = screen.getByRole("region", { name: "Move up the waitlist" });
    expect(region).toHaveTextContent("Friends who joined with your link: 1");
    expect(region).toHaveTextContent("Waiting for review: 2.");
  });

  it("says nothing of reviews when none wait", () => {
    renderWithProviders(box(0));
    expect(screen.getByRole("region", { name: "Move up the waitlist" })).not.toHaveTextContent(/Waiting for review/);
  });
});
