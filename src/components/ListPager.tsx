import { Group, Pagination, Text } from '@mantine/core';

/** The names assistive technology reads for a pagination's arrows. */
export const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

interface ListPagerProps {
  /** The server's page: which one, its size and how many items match on every page (at least, when capped). */
  meta: { page: number; limit: number; total: number; total_capped?: boolean };
  /** What an item is called, one and many: ['run', 'runs']. */
  noun: [one: string, many: string];
  /** The pagination's name for assistive technology, e.g. "Result pages". */
  label: string;
  onChange: (page: number) => void;
}

/**
 * "26–50 of 1,234 runs" ("of 1,000+" when the server stopped counting) and, when there is more than
 * one page, the pages to go to; past a capped count there is always a next page.
 */
export function ListPager({ meta, noun, label, onChange }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.limit) + (meta.total_capped ? 1 : 0));
  const first = meta.total === 0 ? 0 : Math.min((meta.page - 1) * meta.limit + 1, meta.total);
  const last = Math.min(meta.page * meta.limit, meta.total);
  const format = (n: number) => n.toLocaleString('en-US');
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {format(first)}–{format(last)} of {format(meta.total)}
        {meta.total_capped ? '+' : ''} {meta.total === 1 && !meta.total_capped ? noun[0] : noun[1]}
      </Text>
      {pages > 1 && (
        <Group component="nav" aria-label={label}>
          <Pagination
            total={pages}
            value={Math.min(meta.page, pages)}
            onChange={onChange}
            withEdges
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          />
        </Group>
      )}
    </Group>
  );
}
