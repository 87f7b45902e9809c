import { createContext, useContext } from "react";

/** What a Form tells the pieces inside it (SubmitButton): whether a submit is being sent. */
export interface FormContextValue {
  isSubmitting: boolean;
}

export const FormContext = createContext<FormContextValue>({ isSubmitting: false });

export function useFormContext(): FormContextValue {
  return useContext(FormContext);
}
