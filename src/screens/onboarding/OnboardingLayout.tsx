import { Box, Button, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthSession } from '../../app/authSession.tsx';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/Logo.tsx';
import { onboardingMachine, type OnboardingActor, type Step } from '../../machines/onboarding.ts';
import { ONBOARDING_STEPS } from '../../machines/onboardingSteps.ts';
import classes from './OnboardingLayout.module.css';

const OnboardingActorContext = createContext<OnboardingActor | null>(null);

/** The onboarding machine shared by the three step screens. */
export function useOnboarding(): OnboardingActor {
  const actor = useContext(OnboardingActorContext);
  if (!actor) throw new Error('useOnboarding is used outside the onboarding layout');
  return actor;
}

function stepOf(pathname: string): Step {
  return ONBOARDING_STEPS.find((s) => s.route === pathname)?.key ?? 'project';
}

function StepList({ current, completed }: { current: Step; completed: number }) {
  const navigate = useNavigate();
  return (
    <Stack component="ol" gap="xs" p={0} m={0} aria-label="Onboarding steps" style={{ listStyle: 'none' }}>
      {ONBOARDING_STEPS.map((step, index) => {
        const done = index < completed;
        const reachable = index <= completed;
        return (
          <li key={step.key}>
            <UnstyledButton
              className={classes.step}
              data-active={step.key === current || undefined}
              disabled={!reachable}
              onClick={() => void navigate(step.route)}
              aria-current={step.key === current ? 'step' : undefined}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon radius="xl" size={28} color={done ? 'green.8' : 'gray'} variant={done ? 'filled' : 'light'}>
                  {done ? <CheckIcon size={16} aria-label="completed" /> : <Text size="sm">{index + 1}</Text>}
                </ThemeIcon>
                <Text fw={500}>{step.label}</Text>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}

export function OnboardingLayout({ children }: { children?: ReactNode }) {
  const { pathname, search } = useLocation();
  // "/create-project?new": another project, added from the switcher, not the one onboarding made.
  const newProject = new URLSearchParams(search).has('new');
  const session = AuthSession.useActorRef();
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  const completedBefore = AuthSession.useSelector((s) => s.context.onboardingCompleted);
  const effects = useFlowEffects();
  const step = stepOf(pathname);
  const actor = useActorRef(
    onboardingMachine.provide({
      actions: {
        ...effects,
        projectCreated: (_, { projectId: id }) => session.send({ type: 'project.selected', projectId: id }),
        progressed: (_, { completed }) => session.send({ type: 'onboarding.progressed', completed }),
      },
    }),
    { ...inspectOptions(), input: { projectId, completed: completedBefore, step, newProject } },
  );
  const completed = useSelector(actor, (s) => Math.max(s.context.completed, completedBefore));

  useEffect(() => {
    actor.send({ type: 'route.entered', step });
  }, [actor, step]);

  return (
    <OnboardingActorContext.Provider value={actor}>
      <Box className={classes.page}>
        <Box component="nav" className={classes.sidebar} aria-label="Onboarding">
          <Stack gap="xl" h="100%">
            <Logo />
            <StepList current={step} completed={completed} />
            <Button variant="subtle" color="gray" mt="auto" onClick={() => session.send({ type: 'session.signOut' })}>
              Sign out
            </Button>
          </Stack>
        </Box>
        <Box component="main" className={classes.main}>
          {children}
        </Box>
      </Box>
    </OnboardingActorContext.Provider>
  );
}
