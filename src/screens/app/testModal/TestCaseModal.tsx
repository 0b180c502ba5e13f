import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { ResultChip } from '../../../components/ResultChip.tsx';
import { useFieldError } from '../../../app/useFieldError.ts';
import { useRunStarter } from '../../../app/useRunStarter.ts';
import { usePhone } from '../../../app/usePhone.ts';
import type { testModalMachine } from '../../../machines/testModal.ts';
import {
  EXPECTED_RESULT_LIMIT,
  formValuesOf,
  stepsOf,
  withStep,
  type TestCaseFormValues,
} from '../../../machines/testModal.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { AttachmentsField } from './AttachmentsField.tsx';
import { EMPTY_READINGS, StepPreview } from './StepPreview.tsx';
import { useEnvironmentChoices } from './useEnvironments.ts';
import { GenerateTests } from './GenerateTests.tsx';
import { UploadTests } from './UploadTests.tsx';

type TestModalActor = ActorRefFrom<typeof testModalMachine>;

/** The request's fields, as the form's; every step is a line of the one Steps field. */
const FIELDS = {
  title: 'title',
  environment_id: 'environmentId',
  goal: 'goal',
  steps: 'steps',
  'steps.#': 'steps',
  expected_result: 'expectedResult',
};

const TITLES = { create: 'Create a Test', bug: 'Recreate a Bug', edit: 'Edit Test Case' };

function TestCaseForm({
  actor,
  initial,
  bug,
  testCaseId,
}: {
  actor: TestModalActor;
  initial: TestCaseFormValues;
  bug: boolean;
  /** The test case being edited; files attach to one that exists. */
  testCaseId: number | null;
}) {
  const { projectId, options, placeholder, error: environmentsError, urlOf } = useEnvironmentChoices();
  const saving = useSelector(actor, (s) => s.matches({ open: 'saving' }));
  const error = useSelector(actor, (s) => s.context.error);
  const fieldError = useSelector(actor, (s) => s.context.fieldError);
  const reader = useSelector(actor, (s) => s.children.stepReadings);
  const readings = useSelector(reader, (s) => s?.context.readings ?? EMPTY_READINGS);
  const readError = useSelector(reader, (s) => s?.context.error ?? null);
  const form = useForm<TestCaseFormValues>({
    initialValues: initial,
    onValuesChange: (values, previous) => {
      if (values.steps !== previous.steps) {
        actor.send({ type: 'steps.change', projectId, lines: stepsOf(values.steps) });
      }
    },
  });
  const unplaced = useFieldError(form, fieldError, FIELDS);

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        if (projectId !== null) actor.send({ type: 'form.submit', projectId, values });
      })}
      noValidate
    >
      <Stack gap="md">
        <ErrorAlert message={error ?? unplaced} />
        {projectId === null && <Alert color="yellow">Create a project first: test cases belong to a project.</Alert>}
        <TextInput
          label="Title"
          withAsterisk
          placeholder={bug ? 'Checkout fails with a saved card' : 'Sign in with a valid account'}
          {...form.getInputProps('title')}
        />
        <Select
          label="Environment"
          withAsterisk
          data={options}
          placeholder={placeholder}
          error={environmentsError}
          allowDeselect={false}
          {...form.getInputProps('environmentId')}
        />
        <Textarea
          label="Goal"
          autosize
          minRows={2}
          placeholder={bug ? 'What the user was doing when the bug appeared' : 'What the test proves'}
          {...form.getInputProps('goal')}
        />
        <Textarea
          label="Steps"
          description="One step per line, in plain words."
          withAsterisk
          autosize
          minRows={4}
          {...form.getInputProps('steps')}
        />
        <StepPreview
          text={form.values.steps}
          environmentUrl={urlOf(form.values.environmentId)}
          readings={readings}
          readError={readError}
          onReword={(index, wording) => form.setFieldValue('steps', withStep(form.values.steps, index, wording))}
        />
        {testCaseId !== null && <AttachmentsField testCaseId={testCaseId} />}
        <Textarea
          label="Expected result"
          description={`${form.values.expectedResult.length}/${EXPECTED_RESULT_LIMIT}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={EXPECTED_RESULT_LIMIT}
          autosize
          minRows={2}
          placeholder={bug ? 'What should have happened instead' : 'What the user sees when it works'}
          {...form.getInputProps('expectedResult')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actor.send({ type: 'modal.close' })} disabled={saving}>
            Cancel
          </Button>
          <BusyButton type="submit" busy={saving} busyLabel="Saving..." disabled={projectId === null}>
            Save
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

type HowToCreate = 'steps' | 'upload' | 'explore' | 'model';

/**
 * The ways to make tests: write the steps, upload test files, let the explorer propose tests from
 * an environment, or (with a model) describe a goal or paste a bug report.
 */
function CreateChoices({ actor, bug }: { actor: TestModalActor; bug: boolean }) {
  const [how, setHow] = useState<HowToCreate>('steps');
  // Four ways do not fit side by side on a phone: there they stand one above another.
  const phone = usePhone();
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        orientation={phone ? 'vertical' : 'horizontal'}
        value={how}
        onChange={(value) => setHow(value as HowToCreate)}
        aria-label="How to create tests"
        data={[
          { value: 'steps', label: 'Write steps' },
          { value: 'upload', label: 'Upload files' },
          { value: 'explore', label: 'Explore a URL' },
          { value: 'model', label: bug ? 'From a bug report' : 'From a goal' },
        ]}
      />
      {how === 'steps' && <TestCaseForm actor={actor} bug={bug} testCaseId={null} initial={formValuesOf(null)} />}
      {how === 'upload' && <UploadTests />}
      {how === 'explore' && <GenerateTests source="explore" />}
      {how === 'model' && <GenerateTests source={bug ? 'bug' : 'goal'} />}
    </Stack>
  );
}

function TestCaseRunView({ actor }: { actor: TestModalActor }) {
  const testCase = useSelector(actor, (s) => (s.context.request?.mode === 'run' ? s.context.request.testCase : null));
  const toggling = useSelector(actor, (s) => s.matches({ open: 'savingStatus' }));
  const runs = useRunStarter();
  if (!testCase) return null;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>{testCase.title}</Text>
          <Text size="sm" c="dimmed">
            Last result
          </Text>
          <ResultChip result={testCase.result} />
        </Group>
        <Switch
          label={testCase.execution_status}
          description={
            testCase.execution_status === 'In Progress' ? 'Included when all tests run' : 'Left out when all tests run'
          }
          checked={testCase.execution_status === 'In Progress'}
          disabled={toggling}
          onChange={() => actor.send({ type: 'status.toggle' })}
          aria-label="In Progress or Paused"
        />
      </Group>
      {testCase.goal && (
        <div>
          <Text size="sm" fw={600}>
            Goal
          </Text>
          <Text size="sm">{testCase.goal}</Text>
        </div>
      )}
      <div>
        <Text size="sm" fw={600}>
          Steps
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          {testCase.steps.map((step) => (
            <List.Item key={step.id}>
              {step.steps}{' '}
              <Badge size="xs" variant="light" color="gray">
                {step.status}
              </Badge>
            </List.Item>
          ))}
        </List>
      </div>
      {testCase.expected_result && (
        <div>
          <Text size="sm" fw={600}>
            Expected result
          </Text>
          <Text size="sm">{testCase.expected_result}</Text>
        </div>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => actor.send({ type: 'modal.edit' })} disabled={toggling}>
          Edit
        </Button>
        <BusyButton
          busy={runs.starting}
          busyLabel="Starting..."
          disabled={toggling}
          onClick={() => runs.start({ test_case_ids: [testCase.id] })}
        >
          Start Run
        </BusyButton>
      </Group>
    </Stack>
  );
}

export function TestCaseModal({ actor }: { actor: TestModalActor }) {
  const request = useSelector(actor, (s) => s.context.request);
  // The modal closes only between saves (see the machine).
  const busy = useSelector(actor, (s) => s.matches({ open: 'saving' }) || s.matches({ open: 'savingStatus' }));
  const title = !request
    ? ''
    : request.mode === 'create'
      ? TITLES[request.framing === 'bug' ? 'bug' : 'create']
      : request.mode === 'edit'
        ? TITLES.edit
        : 'Test Case';
  return (
    <Modal
      opened={request !== null}
      onClose={() => actor.send({ type: 'modal.close' })}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close', disabled: busy }}
      size="lg"
      centered
      radius="lg"
    >
      {request?.mode === 'run' ? (
        <TestCaseRunView actor={actor} />
      ) : request?.mode === 'create' ? (
        <CreateChoices key={`create-${request.framing}`} actor={actor} bug={request.framing === 'bug'} />
      ) : request ? (
        <TestCaseForm
          key={`edit-${request.testCase.id}`}
          actor={actor}
          bug={false}
          testCaseId={request.testCase.id}
          initial={formValuesOf(request.testCase)}
        />
      ) : null}
    </Modal>
  );
}
