import { Blockquote, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckIcon } from './icons.tsx';
import { Logo } from './Logo.tsx';

const PROMISES = ['Generate tests with AI', 'Detect flaky tests', 'Faster, more reliable releases'];

/** The wide-screen panel of the public screens; the sign-up page adds a customer's words and the slogan. */
export function MarketingPanel({ testimonial = false }: { testimonial?: boolean }) {
  return (
    <Stack h="100%" justify="space-between" p={48} gap="xl">
      <Logo inverted />
      <Stack gap="lg">
        <Title order={2} c="white" fz={34} lh={1.2}>
          {testimonial ? 'Test Smarter, Ship Faster' : 'Your web product, tested for you'}
        </Title>
        <List
          spacing="sm"
          center
          icon={
            <ThemeIcon color="white" c="blue.9" radius="xl" size={24}>
              <CheckIcon size={14} />
            </ThemeIcon>
          }
        >
          {PROMISES.map((p) => (
            <List.Item key={p}>
              <Text c="white" fz="lg">
                {p}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      {testimonial ? (
        <Blockquote
          color="white"
          cite="— QA lead at an online retailer"
          c="white"
          p="lg"
          styles={{ cite: { color: 'var(--mantine-color-blue-1)' } }}
        >
          We stopped babysitting brittle scripts. TestPilot writes the tests, tells us which ones are flaky, and our
          releases go out on time.
        </Blockquote>
      ) : (
        <Text c="blue.1" size="sm">
          Plain-language test cases, run in a real browser against every environment you ship to.
        </Text>
      )}
    </Stack>
  );
}
