/**
 * Form pieces. Import them only from the page or dialog that shows a form (never from the layout or a root
 * provider): their code then loads with that page alone.
 */
export { CheckboxField, type CheckboxFieldProps } from "./checkbox-field";
export { REQUIRED_MARK, type FieldWords } from "./field";
export { FileField, type FileFieldProps } from "./file-field";
export { Form, useAnsweredOutcome, useFormFields, type FormOutcome, type FormProps, type FormResult, type FormWords } from "./form";
export {
  type FieldError,
  type FieldErrors,
  type FieldName,
  type FieldValues,
  type FormFields,
  type FormState,
  type RegisteredField,
  type UseFormFieldsOptions,
} from "./use-form-fields";
export { type FieldRules, type LimitRule, type Validator } from "../lib/form-rules";
export { FormStatus, type FormStatusProps, type StatusTone } from "./form-status";
export { SelectField, type SelectFieldProps, type SelectOption } from "./select-field";
export { SubmitButton, type SubmitButtonProps } from "./submit-button";
export { TextAreaField, type TextAreaFieldProps } from "./textarea-field";
export { EmailField, TelField, TextField, type EmailFieldProps, type TelFieldProps, type TextFieldProps } from "./text-field";
