import { css } from "@emotion/react";
import { graphql, useStaticQuery } from "gatsby";
import { useId, useState } from "react";
import { toggleOpen } from "../../../shared/lib/accordion";
import { color, fontSize, radius, space } from "../../../styles/theme";

export interface FaqListProps {
  /** Which list of data/faqs.yaml. */
  list: "features" | "team";
}

/**
 * Questions and answers from data/faqs.yaml as an accordion: the first answer is open, opening one closes the
 * other, and pressing an open question closes it. Each question is a button in a heading, with aria-expanded and
 * aria-controls naming its answer.
 */
export function FaqList({ list }: FaqListProps) {
  const { faqsYaml } = useStaticQuery<Queries.FaqListQuery>(graphql`
    query FaqList {
      faqsYaml {
        features {
          id
          question
          answer
        }
        team {
          id
          question
          answer
        }
      }
    }
  `);
  const items = faqsYaml?.[list] ?? [];
  const [open, setOpen] = useState<string | null>(items[0]?.id ?? null);
  const prefix = useId();
  return (
    <div css={listStyles}>
      {items.map((item) => {
        const expanded = open === item.id;
        const panelId = `${prefix}-a-${item.id}`;
        return (
          <div key={item.id} css={itemStyles}>
            <h3 css={questionStyles}>
              <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen((current) => toggleOpen(current, item.id))}>
                <span>{item.question}</span>
                <span aria-hidden="true" css={markStyles}>
                  {expanded ? "−" : "+"}
                </span>
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} css={answerStyles}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

const listStyles = css`
  display: grid;
  gap: ${space.sm};
  max-width: 52rem;
  margin-top: ${space.lg};
`;

const itemStyles = css`
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surface")};
`;

const questionStyles = css`
  margin: 0;
  font-size: ${fontSize.lg};
  button {
    display: flex;
    width: 100%;
    justify-content: space-between;
    align-items: center;
    gap: ${space.md};
    min-height: 44px;
    padding: ${space.md} ${space.lg};
    border: 0;
    border-radius: ${radius.md};
    background: transparent;
    color: ${color("text")};
    font: inherit;
    font-weight: 700;
    text-align: left;
    cursor: pointer;
  }
`;

const markStyles = css`
  flex: none;
  font-size: ${fontSize.xl};
  line-height: 1;
  color: ${color("primary")};
`;

const answerStyles = css`
  padding: 0 ${space.lg} ${space.md};
  p {
    margin: 0;
    color: ${color("muted")};
  }
`;
