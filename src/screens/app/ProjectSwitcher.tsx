import { Button, Divider, Group, Menu, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthSession } from '../../app/authSession.tsx';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { CheckIcon } from '../../components/icons.tsx';
import { projectSwitcherMachine } from '../../machines/projectSwitcher.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';

export function ProjectSwitcher({ onEnvironmentAdded }: { onEnvironmentAdded: () => void }) {
  const session = AuthSession.useActorRef();
  const currentProjectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  const navigate = useNavigate();
  const actor = useActorRef(
    projectSwitcherMachine.provide({
      actions: {
        ...useFlowEffects(),
        projectSelected: (_, { projectId }) => session.send({ type: 'project.selected', projectId }),
        environmentAdded: () => onEnvironmentAdded(),
      },
    }),
    inspectOptions(),
  );
  const projects = useSelector(actor, (s) => s.context.projects);
  const listError = useSelector(actor, (s) => s.context.error);
  const listLoading = useSelector(actor, (s) => s.matches({ list: 'loading' }));
  const switching = useSelector(actor, (s) => s.matches({ list: 'selecting' }));
  const dialogOpen = useSelector(actor, (s) => !s.matches({ environmentDialog: 'closed' }));
  const savingEnvironment = useSelector(actor, (s) => s.matches({ environmentDialog: 'saving' }));
  const environmentError = useSelector(actor, (s) => s.context.environmentError);
  const [search, setSearch] = useState('');
  const environmentForm = useForm({ initialValues: { label: '', url: '' } });

  const current = projects.find((p) => p.id === currentProjectId);
  const shownName = switching ? 'Switching…' : (current?.name ?? 'Choose a project');
  const shown = projects.filter((p) => p.name.toLowerCase().includes(search.trim().toLowerCase()));

  return (
    <>
      <Menu width={280} position="bottom-start" onOpen={() => actor.send({ type: 'projects.reload' })} withinPortal>
        <Menu.Target>
          <UnstyledButton
            // The name holds the text on the button, so speech users can say what they see.
            aria-label={`Switch project: Project ${shownName}`}
            px="sm"
            py={6}
            miw={0}
            style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text size="xs" c="dimmed" lh={1.2}>
              Project
            </Text>{' '}
            <Text fw={600} size="sm" lh={1.3} truncate maw={200}>
              {shownName}
            </Text>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <TextInput
            placeholder="Find project"
            aria-label="Find project"
            size="xs"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            mb={6}
          />
          {listLoading && (
            <Text size="xs" c="dimmed" px="xs" py={6} role="status">
              Loading projects…
            </Text>
          )}
          {listError && (
            <Text size="xs" c="red.8" px="xs" role="alert">
              Error: {listError}
            </Text>
          )}
          <ScrollArea.Autosize mah={240}>
            {shown.map((p) => (
              <Menu.Item
                key={p.id}
                // One switch at a time: the first is under way.
                disabled={switching}
                onClick={() => p.id !== currentProjectId && actor.send({ type: 'project.select', projectId: p.id })}
                rightSection={p.id === currentProjectId ? <CheckIcon size={14} aria-label="current project" /> : null}
              >
                {p.name}
              </Menu.Item>
            ))}
            {shown.length === 0 && !listError && !listLoading && (
              <Text size="xs" c="dimmed" px="xs" py={6}>
                No project matches “{search}”.
              </Text>
            )}
          </ScrollArea.Autosize>
          <Divider my={4} />
          <Menu.Item onClick={() => void navigate('/create-project?new')}>Add project</Menu.Item>
          <Menu.Item disabled={!current} onClick={() => actor.send({ type: 'environment.open' })}>
            Add Environment +
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={dialogOpen}
        onClose={() => actor.send({ type: 'environment.close' })}
        title={`Add an environment to ${current?.name ?? ''}`}
        centered
      >
        <form
          onSubmit={environmentForm.onSubmit((environment) => {
            if (current) actor.send({ type: 'environment.submit', projectId: current.id, environment });
          })}
          noValidate
        >
          <Stack>
            <ErrorAlert message={environmentError} />
            <TextInput label="Label" placeholder="QA" withAsterisk {...environmentForm.getInputProps('label')} />
            <TextInput
              label="URL"
              placeholder="https://qa.example.com"
              type="url"
              withAsterisk
              {...environmentForm.getInputProps('url')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => actor.send({ type: 'environment.close' })}>
                Cancel
              </Button>
              <BusyButton
                type="submit"
                busy={savingEnvironment}
                busyLabel="Adding..."
                disabled={!environmentForm.values.label.trim() || !environmentForm.values.url.trim()}
              >
                Add environment
              </BusyButton>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
