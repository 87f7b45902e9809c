import { css } from "@emotion/react";
import type { ButtonHTMLAttributes, MouseEvent } from "react";
import { color, fontSize, mq, radius, space } from "../../styles/theme";

type NativeButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "role" | "type" | "aria-checked" | "aria-disabled" | "disabled" | "onChange" | "onClick" | "children"
>;

export interface SwitchProps extends NativeButtonProps {
  /** On or off. The switch is controlled: the owner keeps the state. */
  checked: boolean;
  /** Called with the state the visitor asked for (the opposite of `checked`). Never called while disabled. */
  onChange: (next: boolean) => void;
  /** The accessible name ("Statistics", "Add SL Training to Startups"). */
  label: string;
  /** Keeps the label for screen readers only, when the row or column around the switch already shows it. */
  hideLabel?: boolean;
  /**
   * Visible state words shown beside the track ("On" / "Off"), from data. They are hidden from assistive
   * technology, which announces `aria-checked` instead, so the name stays the label alone.
   */
  stateLabels?: { on: string; off: string };
  /**
   * Locked in its state. Rendered with `aria-disabled` rather than the `disabled` attribute, so it stays focusable,
   * is announced as unavailable, and a press still reaches `onDisabledPress` (the consent dialog explains why
   * "Necessary" cannot be turned off).
   */
  disabled?: boolean;
  /** Called when a disabled switch is pressed (click, Space or Enter). */
  onDisabledPress?: () => void;
}

/**
 * A two-state switch: a native button with `role="switch"` and `aria-checked`, so Space and Enter toggle it and it
 * takes focus like any button. The knob's position (not only its colour) shows the state; the optional state words
 * say it in text. Styles use the theme tokens, so dark mode needs nothing here; the knob does not animate under
 * prefers-reduced-motion.
 */
export function Switch({ checked, onChange, label, hideLabel = false, stateLabels, disabled = false, onDisabledPress, className, ...rest }: SwitchProps) {
  const press = (event: MouseEvent<HTMLButtonElement>): void => {
    event.preventDefault();
    if (disabled) onDisabledPress?.();
    else onChange(!checked);
  };
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      css={switchStyles}
      className={className}
      onClick={press}
    >
      <span css={labelStyles} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </span>
      <span css={trackStyles} data-on={checked} aria-hidden="true" />
      {stateLabels ? (
        <span css={stateStyles} aria-hidden="true">
          {checked ? stateLabels.on : stateLabels.off}
        </span>
      ) : null}
    </button>
  );
}

const switchStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-width: 52px;
  min-height: 44px;
  padding: 0 ${space.xxs};
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  color: ${color("text")};
  font: inherit;
  cursor: pointer;
  &[aria-disabled="true"] {
    cursor: not-allowed;
  }
  &[aria-disabled="true"] > span[data-on] {
    opacity: 0.6;
  }
`;

const labelStyles = css`
  text-align: start;
`;

const stateStyles = css`
  /* The wider of the two words sets the width, so toggling does not move what follows. */
  min-width: 2.25em;
  font-size: ${fontSize.sm};
  font-weight: 600;
  text-align: start;
`;

const trackStyles = css`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  border-radius: ${radius.pill};
  border: 2px solid ${color("muted")};
  background: ${color("surface")};
  &::after {
    content: "";
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${color("muted")};
    transition: transform 150ms ease;
  }
  &[data-on="true"] {
    border-color: ${color("primary")};
    background: ${color("primary")};
  }
  &[data-on="true"]::after {
    transform: translateX(20px);
    background: ${color("onPrimary")};
  }
  ${mq.reducedMotion} {
    &::after {
      transition: none;
    }
  }
`;
