import { quotable, quoted } from './drafts.ts';
import type { FieldFinding, FormFinding } from './pageFindings.ts';

/** A value a form should accept for a field of this kind; null when the explorer cannot invent one. */
function validValue(field: FieldFinding): string | null {
  switch (field.kind) {
    case 'email':
      return '{{random.email}}';
    case 'password':
      return 'Test-password-1';
    case 'number':
      return '1';
    case 'tel':
      return '5550100';
    case 'url':
      return 'https://example.com';
    case 'date':
      return '2026-01-15';
    case 'text':
    case 'textarea':
      // New at every run: a form that saves only a change (its button off until then) takes it again.
      return '{{random.name}}';
    default:
      return null;
  }
}

/** The step that gives a field a valid value, or null when none can be given. */
export function fillStep(field: FieldFinding): string | null {
  if (!quotable(field.name)) return null;
  if (field.kind === 'checkbox') return `Check ${quoted(field.name)}`;
  if (field.kind === 'select') {
    const option = field.options.find((o) => o !== '' && quotable(o));
    return option ? `Select ${quoted(option)} from the ${quoted(field.name)} dropdown` : null;
  }
  const value = validValue(field);
  return value === null ? null : `Type ${quoted(value)} into the ${quoted(field.name)} field`;
}

/** The fields a valid submission fills: the required ones, else every field the explorer can name a value for. */
export function fieldsToFill(form: FormFinding): FieldFinding[] {
  const required = form.fields.filter((f) => f.required);
  return required.length > 0 ? required : form.fields.filter((f) => f.kind !== 'other');
}
