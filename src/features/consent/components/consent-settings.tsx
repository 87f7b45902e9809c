import { css } from "@emotion/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { CONSENT_CATEGORIES, type ConsentChoices } from "../rules";
import { ALL_CHOICES, globalPrivacyControl, initialChoices } from "../consent-choices";
import { fill } from "../../../shared/lib/posts";
import { receiptTime } from "../receipt-time";
import { routes } from "../../../shared/lib/routes";
import { tabAfterKey } from "../../../shared/lib/tabs";
import { closeSettings, useConsent } from "../state";
import { breakpoint, color, fontSize, mq, space } from "../../../styles/theme";
import { primaryButton, secondaryButton } from "../../../shared/ui/button-link";
import { Dialog } from "../../../shared/ui/dialog";
import { SmartLink } from "../../../shared/ui/smart-link";
import { Switch } from "../../../shared/ui/switch";
import { CONSENT_TEXT } from "../consent-text";
import { saveChoice } from "../save-choice";

const { words, categories } = CONSENT_TEXT;

const TABS = [
  { key: "content", label: words.tabContent },
  { key: "details", label: words.tabDetails },
  { key: "about", label: words.tabAbout },
] as const;

const nameOf = (key: string): string => categories.find((category) => category.key === key)?.name ?? key;

/**
 * The cookie settings (SPEC §4): a dialog with the tabs Content (the switches), Details (what each category covers)
 * and About (the consent receipt). 'Allow selection' saves the switches, 'Allow all cookies' all on; saving closes
 * it, as do the overlay, Escape, the close button and a route change. The Necessary switch is locked on and says so
 * when pressed.
 */
export function ConsentSettings() {
  const { settingsOpen, consent, rules } = useConsent();
  const [choices, setChoices] = useState<ConsentChoices>(ALL_CHOICES);
  const [gpc, setGpc] = useState(false);
  const [tab, setTab] = useState(0);
  const [necessaryPressed, setNecessaryPressed] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  useEffect(() => {
    if (!settingsOpen) return;
    const browserGpc = globalPrivacyControl(navigator);
    setGpc(browserGpc);
    setChoices(initialChoices(consent, rules, browserGpc));
    setTab(0);
    setNecessaryPressed(false);
    // Only on opening: a choice saved meanwhile in another tab must not reset what the visitor is switching.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settingsOpen]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const next = tabAfterKey(tab, event.key, TABS.length);
    if (next === null) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Dialog open={settingsOpen} onClose={closeSettings} title={words.settingsTitle} closeLabel={words.close} closeOnRouteChange css={dialogStyles}>
      <div css={bodyStyles}>
        <div role="tablist" aria-label={words.tabsLabel} css={tabListStyles}>
          {TABS.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={tab === index}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={tab === index ? 0 : -1}
              onClick={() => setTab(index)}
              onKeyDown={onTabKey}
            >
              {item.label}
            </button>
          ))}
        </div>

        <div role="tabpanel" id={`${baseId}-panel-content`} aria-labelledby={`${baseId}-tab-content`} hidden={tab !== 0} css={panelStyles}>
          <p>{words.contentIntro}</p>
          {gpc && consent === null ? <p>{words.gpcNote}</p> : null}
          <ul css={switchListStyles}>
            <li>
              <Switch
                checked
                disabled
                label={nameOf("necessary")}
                stateLabels={{ on: words.on, off: words.off }}
                onChange={() => undefined}
                onDisabledPress={() => setNecessaryPressed(true)}
              />
              <p role="alert" css={alertStyles}>
                {necessaryPressed ? words.necessaryAlert : ""}
              </p>
            </li>
            {CONSENT_CATEGORIES.map((key) => (
              <li key={key}>
                <Switch
                  checked={choices[key]}
                  label={nameOf(key)}
                  stateLabels={{ on: words.on, off: words.off }}
                  onChange={(next) => setChoices((current) => ({ ...current, [key]: next }))}
                />
              </li>
            ))}
          </ul>
        </div>

        <div role="tabpanel" id={`${baseId}-panel-details`} aria-labelledby={`${baseId}-tab-details`} hidden={tab !== 1} css={panelStyles}>
          <p>{words.detailsIntro}</p>
          {categories.map((category) => (
            <section key={category.key} css={categoryStyles}>
              <h3>{category.name}</h3>
              <p>{category.purpose}</p>
              <h4>{words.storageHeading}</h4>
              {category.storage.length > 0 ? (
                <ul>
                  {category.storage.map((key) => (
                    <li key={key}>
                      <code>{key}</code>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{words.nothing}</p>
              )}
              <h4>{words.callsHeading}</h4>
              {category.calls.length > 0 ? (
                <ul>
                  {category.calls.map((call) => (
                    <li key={call}>{call}</li>
                  ))}
                </ul>
              ) : (
                <p>{words.nothing}</p>
              )}
            </section>
          ))}
        </div>

        <div role="tabpanel" id={`${baseId}-panel-about`} aria-labelledby={`${baseId}-tab-about`} hidden={tab !== 2} css={panelStyles}>
          <p>{words.aboutText}</p>
          <p>{consent?.id && consent.savedAt ? fill(words.receipt, { id: consent.id, date: receiptTime(consent.savedAt) }) : words.noReceipt}</p>
          <p>
            <SmartLink to={routes.cookiePolicy}>{words.policyLink}</SmartLink>
          </p>
        </div>
      </div>
      <div css={actionStyles}>
        <button type="button" css={secondaryButton} onClick={() => saveChoice(choices)}>
          {words.allowSelection}
        </button>
        <button type="button" css={primaryButton} onClick={() => saveChoice(ALL_CHOICES)}>
          {words.allowAll}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * SPEC §9: below 576 px wide the dialog is at most 576 px tall; its body scrolls, the actions stay in view. Its height
 * is fixed, not its content's, so the centred dialog does not grow or shrink between tabs and the tab row stays put.
 */
const dialogStyles = css`
  max-width: 44rem;
  &[open] {
    display: flex;
    flex-direction: column;
    height: min(40rem, calc(100dvh - 2rem));
    max-height: calc(100dvh - 2rem);
  }
  @media (max-width: 575.98px) {
    &[open] {
      height: min(576px, calc(100dvh - 1rem));
      max-height: min(576px, calc(100dvh - 1rem));
    }
  }
`;

const bodyStyles = css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: 0 ${space.md} ${space.sm};
`;

const tabListStyles = css`
  display: flex;
  gap: ${space.xxs};
  border-bottom: 1px solid ${color("border")};
  margin-bottom: ${space.sm};
  button {
    min-height: 44px;
    padding: ${space.xs} ${space.md};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${color("text")};
    font: inherit;
    cursor: pointer;
  }
  button[aria-selected="true"] {
    border-bottom-color: ${color("primary")};
    font-weight: 700;
  }
  /* On the narrowest phones (320 px) the three tabs fit the dialog only with less room on their sides. */
  @media (max-width: ${breakpoint.xs - 0.02}px) {
    button {
      padding-inline: ${space.sm};
    }
  }
`;

const panelStyles = css`
  font-size: ${fontSize.sm};
  p {
    margin: 0 0 ${space.sm};
  }
`;

const switchListStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xs};
  li {
    display: grid;
    justify-items: start;
  }
`;

const alertStyles = css`
  margin: 0;
  color: ${color("text")};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

const categoryStyles = css`
  margin-bottom: ${space.md};
  h3 {
    margin: 0 0 ${space.xxs};
    font-size: ${fontSize.base};
  }
  h4 {
    margin: ${space.xs} 0 ${space.xxs};
    font-size: ${fontSize.sm};
  }
  ul {
    margin: 0;
    padding-inline-start: ${space.lg};
  }
`;

const actionStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.xs};
  padding: ${space.sm} ${space.md};
  border-top: 1px solid ${color("border")};
  ${mq.md} {
    padding: ${space.md};
  }
`;
