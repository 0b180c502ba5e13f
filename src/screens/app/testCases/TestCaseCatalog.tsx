import { Accordion, Alert, Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TestCase } from '../../../api/testCases.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListPager } from '../../../components/ListPager.tsx';
import { isFiltering, NO_FILTER, TestCaseFilters, type TestCaseFilter } from './TestCaseFilters.tsx';
import { itemId, TestCaseItem, type RowActions } from './TestCaseItem.tsx';

interface TestCaseCatalogProps {
  /** One page of the test cases that match the filter. */
  testCases: TestCase[];
  meta: { page: number; limit: number; total: number };
  /** The test case a `?open={id}` link names, wherever its page is: null when gone, undefined while unknown. */
  linked: TestCase | null | undefined;
  filter: TestCaseFilter;
  onFilter: (filter: TestCaseFilter) => void;
  onPage: (page: number) => void;
  actions: RowActions;
  onAdd: () => void;
}

/**
 * The loaded page: the filters, the expandable test cases, the pages and the empty states. A link with
 * `?open={id}` expands that test case (shown first when it is on another page) and scrolls to it, or says
 * it no longer exists.
 */
export function TestCaseCatalog({
  testCases,
  meta,
  linked,
  filter,
  onFilter,
  onPage,
  actions,
  onAdd,
}: TestCaseCatalogProps) {
  const [params, setParams] = useSearchParams();
  const openId = params.get('open');
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
  const onThisPage = testCases.some((tc) => String(tc.id) === openId);
  const pinned = !onThisPage && linked && String(linked.id) === openId ? linked : null;
  const linkedExists = openId !== null && (onThisPage || pinned !== null);
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
  const shown = pinned ? [pinned, ...testCases] : testCases;
  const linkGone = openId !== null && !linkedExists && !linkedSeen && linked === null;

  return (
    <Stack gap="md">
      {linkGone && (
        <Alert color="yellow" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={dismissLink}>
          This test case no longer exists.
        </Alert>
      )}
      {meta.total === 0 && !isFiltering(filter) ? (
        <EmptyState title="No test cases yet" action={<Button onClick={onAdd}>Add Test Case</Button>}>
          A test case is a goal, a few plain-language steps and the result you expect.
        </EmptyState>
      ) : (
        <>
          <TestCaseFilters filter={filter} onChange={onFilter} />
          {shown.length === 0 ? (
            <EmptyState
              title={meta.total === 0 ? 'No test cases match the filter' : 'No test cases on this page'}
              action={
                meta.total === 0 ? (
                  <Button variant="default" onClick={() => onFilter(NO_FILTER)} disabled={!isFiltering(filter)}>
                    Clear Filter
                  </Button>
                ) : (
                  <Button variant="light" onClick={() => onPage(1)}>
                    Go to the first page
                  </Button>
                )
              }
            />
          ) : (
            <Accordion multiple value={expanded} onChange={setExpanded} variant="separated" order={2}>
              {shown.map((testCase) => (
                <TestCaseItem key={testCase.id} testCase={testCase} actions={actions} />
              ))}
            </Accordion>
          )}
          <ListPager meta={meta} noun={['test case', 'test cases']} label="Test case pages" onChange={onPage} />
        </>
      )}
    </Stack>
  );
}
