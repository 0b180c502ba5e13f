import { Button, Group, Select, TextInput } from '@mantine/core';
import type { RunResult } from '../../../api/testCases.ts';

export type StatusFilter = RunResult | 'All';

export interface TestCaseFilter {
  search: string;
  status: StatusFilter;
}

export const NO_FILTER: TestCaseFilter = { search: '', status: 'All' };

const STATUSES: StatusFilter[] = ['All', 'Passed', 'In Progress', 'Failed', 'Flaky', 'Stopped', 'Draft'];

export function isFiltering(filter: TestCaseFilter): boolean {
  return filter.search.trim() !== '' || filter.status !== 'All';
}

interface TestCaseFiltersProps {
  filter: TestCaseFilter;
  onChange: (filter: TestCaseFilter) => void;
}

/** Search by title, a status filter and 'Clear Filter'; the server does the searching. */
export function TestCaseFilters({ filter, onChange }: TestCaseFiltersProps) {
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
    </Group>
  );
}
