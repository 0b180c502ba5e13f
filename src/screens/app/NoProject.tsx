import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState.tsx';

/** What an app page shows before the organization has a project. */
export function NoProject() {
  return (
    <EmptyState
      title="No project yet"
      action={
        <Button component={Link} to="/create-project" mt="sm">
          Create a project
        </Button>
      }
    >
      Create a project with its environments to add test cases and see their results here.
    </EmptyState>
  );
}
