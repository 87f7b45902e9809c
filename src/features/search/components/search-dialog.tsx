import { css } from "@emotion/react";
import { Link, navigate, withPrefix } from "gatsby";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { fill } from "../../../shared/lib/posts";
import { routes } from "../../../shared/lib/routes";
import { groupHits, highlight, search, SEARCH_INDEX_PATH, type SearchDoc, type SearchIndex } from "../rules";
import w from "../../../generated/words/search.json";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { Dialog } from "../../../shared/ui/dialog";
import { SmartLink } from "../../../shared/ui/smart-link";

export interface SearchDialogProps {
  open: boolean;
  /** The words to start with (the mobile menu's field, or what was typed before the dialog was mounted again). */
  query: string;
  /** Each change of the words typed. */
  onQuery?: (query: string) => void;
  /** Where focus goes on close when the opener is gone. */
  returnTo: HTMLElement | null;
  onClose: () => void;
}

/** Fetches the index (with this chunk, on the first opening) and answers the dialog bound to it. */
export async function loadSearchDialog() {
  const response = await fetch(withPrefix(SEARCH_INDEX_PATH));
  if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
  const index = (await response.json()) as SearchIndex;
  return function LoadedSearchDialog(props: SearchDialogProps) {
    return <SearchDialog {...props} index={index} />;
  };
}

/** A text with the query's words in <mark>. */
function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((piece, i) => (piece.mark ? <mark key={i}>{piece.text}</mark> : piece.text))}
    </>
  );
}

/**
 * The search dialog (PRODUCT §6): results as you type, grouped (articles, pages, jobs), the matched words marked.
 * The ARIA combobox pattern: the field owns a listbox of options; the arrow keys move the active option
 * (aria-activedescendant) while focus stays in the field; Enter or a click opens it. Each option is a link to its
 * page, so it can be opened in a new tab or its address copied. A polite status tells the
 * number of results; when there are none it says so and offers the blog.
 */
export function SearchDialog({ open, query: initial, onQuery, returnTo, onClose, index }: SearchDialogProps & { index: SearchIndex }) {
  const [query, setQuery] = useState(initial);
  const [active, setActive] = useState(-1);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  /** Kept after closing: focus goes there once the dialog has closed (useModalDialog falls back to the opener). */
  const returnRef = useRef<HTMLElement | null>(null);
  if (open) returnRef.current = returnTo;

  // Each opening starts from its own words, set while rendering the opening itself, so nothing typed right after
  // the press lands on the previous opening's words.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setQuery(initial);
      setActive(-1);
    }
  }
  useEffect(() => {
    // showModal() (the Dialog's effect, which runs first) focuses the close button; typing starts in the field.
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const groups = useMemo(() => groupHits(search(index, query)), [index, query]);
  const flat = useMemo(() => groups.flatMap((group) => group.hits.map((hit) => hit.doc)), [groups]);
  const typed = query.trim() !== "";
  const optionId = (position: number) => `${id}-option-${position}`;

  const go = (doc: SearchDoc): void => {
    onClose();
    void navigate(doc.u);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (flat.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + flat.length + (current === -1 && step < 0 ? 1 : 0)) % flat.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const doc = flat[active === -1 ? 0 : active];
      if (doc) go(doc);
    }
  };

  let position = 0;
  return (
    <Dialog open={open} onClose={onClose} title={w.title} closeLabel={w.close} closeOnRouteChange returnFocusRef={returnRef} css={dialogStyles}>
      <div css={bodyStyles}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {w.input}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={flat.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && active < flat.length ? optionId(active) : undefined}
          placeholder={w.input}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            onQuery?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          css={inputStyles}
        />
        <p role="status" css={statusStyles}>
          {!typed ? w.hint : flat.length === 0 ? fill(w.none, { query: query.trim() }) : flat.length === 1 ? w.oneResult : fill(w.results, { count: flat.length })}
        </p>
        {typed && flat.length === 0 ? <SmartLink to={routes.blog} onClick={onClose}>{w.browseBlog}</SmartLink> : null}
        <div id={`${id}-list`} role="listbox" aria-label={w.title} css={listStyles}>
          {groups.map((group) => (
            <div key={group.group} role="group" aria-labelledby={`${id}-${group.group}`}>
              <div id={`${id}-${group.group}`} role="presentation" css={groupHeadingStyles}>
                {w[group.group]}
              </div>
              {group.hits.map((hit) => {
                const here = position++;
                return (
                  // The combobox pattern: focus stays in the field and the arrow keys and Enter act on the options
                  // (aria-activedescendant), so an option takes no focus itself (out of the Tab order, which leaves
                  // the field for the close button). Each option is a real link (ARIA allows a link the option role):
                  // a click follows it, and it opens in a new tab or copies its address like any link. A link inside
                  // an option would be a control nested in a control, which screen readers cannot reach.
                  <Link
                    key={hit.doc.u}
                    to={hit.doc.u}
                    id={optionId(here)}
                    role="option"
                    aria-selected={here === active}
                    tabIndex={-1}
                    css={optionStyles}
                    onMouseMove={() => setActive(here)}
                    // A plain click goes there in this tab, so the dialog closes; a click for a new tab or window
                    // leaves the visitor here with the results.
                    onClick={(event) => {
                      if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) onClose();
                    }}
                  >
                    <span css={optionTitleStyles}>
                      <Marked text={hit.doc.t} query={query} />
                    </span>
                    <span css={optionTextStyles}>
                      <Marked text={hit.doc.d} query={query} />
                    </span>
                  </Link>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </Dialog>
  );
}

const dialogStyles = css`
  width: min(44rem, calc(100vw - 2rem));
  max-height: min(40rem, calc(100dvh - 2rem));
  margin-top: 8vh;
  display: flex;
  flex-direction: column;
  &:not([open]) {
    display: none;
  }
`;

const bodyStyles = css`
  padding: 0 ${space.md} ${space.md};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  min-height: 0;
`;

const inputStyles = css`
  min-height: 48px;
  padding: 0 ${space.sm};
  border: 1px solid ${color("muted")};
  border-radius: ${radius.sm};
  background: ${color("bg")};
  color: ${color("text")};
  font: inherit;
  font-size: ${fontSize.lg};
`;

const statusStyles = css`
  margin: 0;
  color: ${color("muted")};
  font-size: ${fontSize.sm};
`;

const listStyles = css`
  overflow-y: auto;
  min-height: 0;
  display: grid;
  gap: ${space.sm};
  mark {
    background: ${color("tagBg")};
    color: ${color("tagText")};
    font-weight: 700;
  }
`;

const groupHeadingStyles = css`
  margin: ${space.xs} 0 ${space.xxs};
  font-size: ${fontSize.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${color("muted")};
`;

const optionStyles = css`
  display: grid;
  gap: 2px;
  padding: ${space.xs} ${space.sm};
  border-radius: ${radius.sm};
  color: inherit;
  text-decoration: none;
  &[aria-selected="true"] {
    background: ${color("surface")};
    outline: 2px solid ${color("focus")};
    outline-offset: -2px;
  }
`;

const optionTitleStyles = css`
  font-weight: 600;
`;

const optionTextStyles = css`
  color: ${color("muted")};
  font-size: ${fontSize.sm};
`;
