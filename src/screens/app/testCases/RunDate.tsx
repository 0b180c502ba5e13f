import { formatDateTime } from '../../../lib/format.ts';

/** When a test case or a step last ran, or 'Never run'. */
export function RunDate({ value }: { value: string | null }) {
  if (!value) return <>Never run</>;
  return <time dateTime={value}>{formatDateTime(value, 'Never run')}</time>;
}
