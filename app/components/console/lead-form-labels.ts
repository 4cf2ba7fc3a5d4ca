// The labels live beside the forms: the staff's notification e-mail names the form the same way the console does.
export { formLabel, LEAD_FORM_LABELS } from "~/leads/lead-form-labels";
