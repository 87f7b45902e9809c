import { css } from "@emotion/react";
import { primaryButton } from "../../../shared/ui/button-link";
import { ScrollRegion } from "../../../shared/ui/scroll-region";
import { CookieSettingsButton } from "./consent-host";
import { CONSENT_TEXT } from "../consent-text";

const { words, categories } = CONSENT_TEXT;

/**
 * The cookie policy's table of categories, from the same data as the settings' Details tab (data/site.yaml). On a
 * phone it scrolls sideways in its own box.
 */
export function CookieTable() {
  return (
    <ScrollRegion label={words.tableCaption}>
      <table css={tableStyles}>
        <caption css={captionStyles}>{words.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.tableCategory}</th>
            <th scope="col">{words.tablePurpose}</th>
            <th scope="col">{words.tableStorage}</th>
            <th scope="col">{words.tableCalls}</th>
            <th scope="col">{words.tableOptional}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.key}>
              <th scope="row">{category.name}</th>
              <td>{category.purpose}</td>
              <td>
                {category.storage.length > 0
                  ? category.storage.map((key, index) => (
                      <span key={key}>
                        {index > 0 ? ", " : null}
                        <code>{key}</code>
                      </span>
                    ))
                  : words.nothing}
              </td>
              <td>{category.calls.length > 0 ? category.calls.join("; ") : words.nothing}</td>
              <td>{category.key === "necessary" ? words.optionalNo : words.optionalYes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** 'Manage Cookie Preferences': opens the cookie settings from the cookie policy. */
export function ManageCookiesButton() {
  return <CookieSettingsButton label={words.manageButton} css={primaryButton} />;
}

/** Narrower than this, the purposes would run a few words a line: the box scrolls instead. */
const tableStyles = css`
  min-width: 50rem;
`;

const captionStyles = css`
  text-align: start;
  font-weight: 600;
`;
