import { Accordion, Alert, Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TestCase } from '../../../api/testCases.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { isFiltering, matchesFilter, NO_FILTER, TestCaseFilters, type TestCaseFilter } from './TestCaseFilters.tsx';
import { itemId, TestCaseItem, type RowActions } from './TestCaseItem.tsx';

interface TestCaseCatalogProps {
  testCases: TestCase[];
  actions: RowActions;
  onAdd: () => void;
}

/**
 * The loaded list: the filters, the expandable test cases and the empty states. A link with
 * `?open={id}` expands that test case and scrolls to it, or says it no longer exists.
 */
export function TestCaseCatalog({ testCases, actions, onAdd }: TestCaseCatalogProps) {
  const [params, setParams] = useSearchParams();
  const openId = params.get('open');
  const [filter, setFilter] = useState<TestCaseFilter>(NO_FILTER);
  const [expanded, setExpanded] = useState<string[]>(() => (openId ? [openId] : []));
  const [linkedId, setLinkedId] = useState(openId);
  // Once the linked test case was on screen, its later absence is the user's own deletion.
  const [linkedSeen, setLinkedSeen] = useState(false);
  if (linkedId !== openId) {
    // A new link while the page is open: expand its test case too.
    setLinkedId(openId);
    setLinkedSeen(false);
    if (openId && !expanded.includes(openId)) setExpanded([...expanded, openId]);
  }
  const linkedExists = openId !== null && testCases.some((tc) => String(tc.id) === openId);
  if (linkedExists && !linkedSeen) setLinkedSeen(true);
  useEffect(() => {
    if (openId && linkedExists) document.getElementById(itemId(openId))?.scrollIntoView({ block: 'start' });
  }, [openId, linkedExists]);

  const dismissLink = () =>
    setParams(
      (p) => {
        p.delete('open');
        return p;
      },
      { replace: true },
    );
  const shown = testCases.filter((tc) => matchesFilter(tc, filter));

  return (
    <Stack gap="md">
      {openId !== null && !linkedExists && !linkedSeen && (
        <Alert color="yellow" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={dismissLink}>
          This test case no longer exists.
        </Alert>
      )}
      {testCases.length === 0 ? (
        <EmptyState title="No test cases yet" action={<Button onClick={onAdd}>Add Test Case</Button>}>
          A test case is a goal, a few plain-language steps and the result you expect.
        </EmptyState>
      ) : (
        <>
          <TestCaseFilters filter={filter} onChange={setFilter} shown={shown.length} total={testCases.length} />
          {shown.length === 0 ? (
            <EmptyState
              title="No test cases match the filter"
              action={
                <Button variant="default" onClick={() => setFilter(NO_FILTER)} disabled={!isFiltering(filter)}>
                  Clear Filter
                </Button>
              }
            />
          ) : (
            <Accordion multiple value={expanded} onChange={setExpanded} variant="separated" order={2}>
              {shown.map((testCase) => (
                <TestCaseItem key={testCase.id} testCase={testCase} actions={actions} />
              ))}
            </Accordion>
          )}
        </>
      )}
    </Stack>
  );
}
