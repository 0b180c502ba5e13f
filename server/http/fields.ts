import { ApiError } from './errors.ts';

/** The text trimmed; a 400 naming the field when nothing is left. */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ApiError(400, `'${field}' must not be blank.`);
  return trimmed;
}

/** Whether the text is an absolute http(s) URL with a host. */
export function isAbsoluteHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const URL_EXAMPLE = 'such as https://staging.example.com';
