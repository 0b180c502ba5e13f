import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import type { RunResult, TestCase } from '../../../api/testCases.ts';

export type StatusFilter = RunResult | 'All';

export interface TestCaseFilter {
  search: string;
  status: StatusFilter;
}

export const NO_FILTER: TestCaseFilter = { search: '', status: 'All' };

const STATUSES: StatusFilter[] = ['All', 'Passed', 'In Progress', 'Failed', 'Draft'];

export function isFiltering(filter: TestCaseFilter): boolean {
  return filter.search.trim() !== '' || filter.status !== 'All';
}

/** Whether a test case passes the filter: its title contains the search (any case) and its result matches. */
export function matchesFilter(testCase: TestCase, filter: TestCaseFilter): boolean {
  const search = filter.search.trim().toLowerCase();
  return (
    (search === '' || testCase.title.toLowerCase().includes(search)) &&
    (filter.status === 'All' || testCase.result === filter.status)
  );
}

interface TestCaseFiltersProps {
  filter: TestCaseFilter;
  onChange: (filter: TestCaseFilter) => void;
  shown: number;
  total: number;
}

/** Search by title, a status filter, 'Clear Filter', and how many test cases are shown. */
export function TestCaseFilters({ filter, onChange, shown, total }: TestCaseFiltersProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end">
        <TextInput
          type="search"
          aria-label="Search test cases by title"
          placeholder="Search by title"
          value={filter.search}
          onChange={(e) => onChange({ ...filter, search: e.currentTarget.value })}
          w={240}
        />
        <Select
          aria-label="Filter by status"
          data={STATUSES}
          value={filter.status}
          onChange={(value) => onChange({ ...filter, status: (value as StatusFilter | null) ?? 'All' })}
          allowDeselect={false}
          w={160}
        />
        <Button variant="default" disabled={!isFiltering(filter)} onClick={() => onChange(NO_FILTER)}>
          Clear Filter
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown} of {total} test cases
      </Text>
    </Group>
  );
}
