import type { ReactNode } from "react";
import { useConsole } from "../console-context";
import type { CallState } from "../use-team-call";
import { quietButtonStyles, statusTextStyles } from "./console.styles";

export interface CallStatusProps<T> {
  state: CallState<T>;
  reload: () => void;
  children: (data: T) => ReactNode;
}

/** A view's content once its call answered; until then "Loading", and after a failure its sentence and "Try again". */
export function CallStatus<T>({ state, reload, children }: CallStatusProps<T>) {
  const { words } = useConsole();
  if (state.phase === "ready") return <>{children(state.data)}</>;
  if (state.phase === "loading") return <p role="status">{words.loading}</p>;
  return (
    <div role="alert">
      <p css={statusTextStyles} data-tone="bad">
        {state.msg}
      </p>
      <button type="button" css={quietButtonStyles} onClick={reload}>
        {words.retry}
      </button>
    </div>
  );
}
