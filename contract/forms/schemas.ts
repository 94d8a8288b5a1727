import { z } from 'zod/mini';
import { multilineText, text } from '../http/text';

/**
 * Forms (storefront-core §7 "GET /forms, POST /form-submissions", whose bodies the specification
 * does not show): a form is data, its fields named, labelled and ruled, so the client draws it and
 * both sides check it with the same rules (form-rules.ts).
 */
export const formFieldKinds = ['text', 'email', 'tel', 'postcode', 'textarea', 'select', 'checkbox'] as const;
export type FormFieldKind = (typeof formFieldKinds)[number];

export const formFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(formFieldKinds),
  required: z.boolean(),
  /** Most characters; each kind has its own when absent (form-rules.ts). */
  maxLength: z.optional(z.int().check(z.positive())),
  /** The choices of a select. */
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
  /** A line under the field. */
  help: z.optional(z.string()),
  /** The browser's autofill hint ('given-name', 'email', 'organization'…). */
  autocomplete: z.optional(z.string()),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formSchema = z.object({
  '@id': z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  submitLabel: z.string(),
  fields: z.array(formFieldSchema),
});
export type Form = z.infer<typeof formSchema>;

/** A field's value: text, or a ticked box. */
export const formValueSchema = z.union([multilineText().check(z.maxLength(5000)), z.boolean()]);

/** POST /form-submissions: the form's code and its values by field name. */
export const formSubmissionBodySchema = z.object({
  form: text().check(z.minLength(1, 'Please choose a form.'), z.maxLength(64)),
  data: z.record(z.string().check(z.maxLength(64)), formValueSchema),
});
export type FormSubmissionBody = z.infer<typeof formSubmissionBodySchema>;

/** The answer to a sent form or application: its id and the words that thank the sender. */
export const acknowledgementSchema = z.object({
  '@id': z.string(),
  id: z.string(),
  message: z.string(),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;
