import { useTheme } from "../state";
import { iconButton } from "../../../shared/ui/button-link";
import { MoonIcon, SunIcon } from "../../../shared/ui/icons";

export interface ThemeToggleProps {
  label: string;
  className?: string;
}

/** Dark-mode switch: a toggle button whose pressed state is dark mode. */
export function ThemeToggle({ label, className }: ThemeToggleProps) {
  const { isDark, toggleDark } = useTheme();
  return (
    <button type="button" css={iconButton} className={className} aria-pressed={isDark} onClick={toggleDark}>
      {isDark ? <SunIcon /> : <MoonIcon />}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
