import { css } from "@emotion/react";
import { useMemo, type ReactNode } from "react";
import { useScrollReveal } from "../../shared/hooks/use-scroll-reveal";
import { useSite } from "../../shared/hooks/use-site";
import { trackOutcome } from "../../features/analytics";
import { GlobalStyles } from "../../styles/global-styles";
import { breakpoint, color, radius, space, layer } from "../../styles/theme";
import { ConsentHost } from "../../features/consent";
import { LeadDialogsProvider } from "../../features/leads";
import { HydrateApart } from "../../shared/ui/hydrate-apart";
import { FloatingControls } from "./floating-controls";
import { Footer, type FooterVariant } from "./footer";
import { Header } from "./header";
import { LoadFailureNotice } from "./load-failure-notice";

export interface LayoutProps {
  children: ReactNode;
  footer?: FooterVariant;
}

/**
 * Page frame: skip link, header, main landmark, footer and the floating controls; any of them can open the lead
 * dialogs. It holds no state: the header and the floating controls follow the scroll themselves, and the footer
 * hydrates apart without being disturbed.
 */
export function Layout({ children, footer = "standard" }: LayoutProps) {
  const { site, nav } = useSite();
  useScrollReveal();
  // Pages that follow the session render again once it is known (after hydration): the footer element is kept, so
  // that render does not reach the footer while it waits to hydrate apart.
  const footerPart = useMemo(
    () => (
      <HydrateApart>
        <Footer site={site} nav={nav} variant={footer} />
      </HydrateApart>
    ),
    [site, nav, footer],
  );
  return (
    <LeadDialogsProvider onOutcome={trackOutcome}>
      <GlobalStyles />
      <a href="#main" css={skipStyles}>
        {site.labels.skipToContent}
      </a>
      <ConsentHost />
      <Header site={site} nav={nav} />
      <LoadFailureNotice />
      <main id="main" tabIndex={-1} css={mainStyles}>
        {children}
      </main>
      {footerPart}
      <FloatingControls labels={site.labels} />
    </LeadDialogsProvider>
  );
}

const skipStyles = css`
  position: absolute;
  left: ${space.md};
  top: -100px;
  z-index: ${layer.dialog};
  padding: ${space.xs} ${space.md};
  border-radius: ${radius.sm};
  background: ${color("primary")};
  color: ${color("onPrimary")};
  font-weight: 600;
  &:focus {
    top: ${space.xs};
  }
`;

const mainStyles = css`
  display: block;
  max-width: ${breakpoint.max}px;
  margin: 0 auto;
  padding: 0 ${space.md};
  &:focus {
    outline: none;
  }
`;
