import type { EnvironmentRow } from '../db/environments.ts';
import { ApiError } from '../http/errors.ts';
import { isAbsoluteHttpUrl, requiredText, URL_EXAMPLE } from '../http/fields.ts';

/** The checks of an environment's label and URL, the same at project creation and on every change. */

export function environmentView(e: EnvironmentRow) {
  return { id: e.id, label: e.label, url: e.url };
}

/** The URL trimmed; a 400 unless it is an absolute http(s) URL. */
export function environmentUrl(raw: string, label: string, field: string): string {
  const url = raw.trim();
  if (!isAbsoluteHttpUrl(url)) {
    throw new ApiError(
      400,
      `The URL of environment '${label}' ('${field}url') must be an absolute http(s) URL, ${URL_EXAMPLE}.`,
    );
  }
  return url;
}

/** A checked environment: label and URL trimmed, the URL absolute http(s). */
export function environmentInput(input: { label: string; url: string }, field: string) {
  const label = requiredText(input.label, `${field}label`);
  return { label, url: environmentUrl(input.url, label, field) };
}

export function labelInUse(label: string, field: string): ApiError {
  return new ApiError(400, `'${field}': the label '${label}' is already used by another environment of this project.`);
}
