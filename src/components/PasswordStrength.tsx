import { Box, Group, List, Text } from '@mantine/core';
import { passwordStrength } from '../lib/passwordStrength.ts';
import { CheckIcon, CrossIcon } from './icons.tsx';

/** Spec §5: three bars (one turns green per rule met), the message and the checklist, once text is typed. */
export function PasswordStrength({ password }: { password: string }) {
  if (password === '') return null;
  const strength = passwordStrength(password);
  return (
    <Box mt={6} aria-live="polite" data-testid="password-strength">
      <Group gap={6} grow aria-hidden="true">
        {strength.bars.map((on, i) => (
          <Box
            key={i}
            h={4}
            bg={on ? 'green.7' : 'gray.4'}
            style={{ borderRadius: 2 }}
            data-met={on}
            data-testid="strength-bar"
          />
        ))}
      </Group>
      <Text size="sm" mt={6} c={strength.strong ? 'green.8' : 'red.8'} fw={500}>
        {strength.message}
      </Text>
      <List size="sm" mt={4} spacing={2} listStyleType="none">
        {(strength.strong ? strength.checklist : strength.checklist.filter((c) => !c.met)).map(({ rule, met }) => (
          <List.Item
            key={rule.id}
            icon={
              met ? (
                <CheckIcon size={14} color="var(--mantine-color-green-8)" />
              ) : (
                <CrossIcon size={14} color="var(--mantine-color-red-8)" />
              )
            }
          >
            <Text span size="sm" c={met ? 'green.8' : 'dimmed'}>
              {rule.label}
            </Text>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
