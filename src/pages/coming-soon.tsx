import { Countdown } from "../components/coming-soon/countdown";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { pageString, usePageCopy } from "../hooks/use-page-copy";
import { routes } from "../lib/routes";

export default function ComingSoonPage() {
  const copy = usePageCopy("comingSoon");
  const w = (key: string): string => pageString(copy, key);
  return (
    <CopyPage pageKey="comingSoon">
      <Countdown
        doneText={w("done")}
        labels={{
          heading: w("countdownHeading"),
          days: w("days"),
          hours: w("hours"),
          minutes: w("minutes"),
          seconds: w("seconds"),
          day: w("day"),
          hour: w("hour"),
          minute: w("minute"),
          second: w("second"),
          left: w("left"),
          pause: w("pause"),
          resume: w("resume"),
        }}
      />
    </CopyPage>
  );
}

export const Head = () => <CopyHead pageKey="comingSoon" path={routes.comingSoon} />;
