import { createContext, useContext } from "react";
import type { ConsoleWords } from "./words";

/** What every view of the console shares: its words, and the switch to its "not allowed" page (a 403 anywhere). */
export interface ConsoleContextValue {
  words: ConsoleWords;
  forbid: () => void;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error("useConsole must be used inside TeamConsole.");
  return value;
}
