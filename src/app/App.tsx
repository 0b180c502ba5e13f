import { MantineProvider, Title, Text, Container } from '@mantine/core';
import { theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Container component="main" py="xl">
        <Title>TestPilot</Title>
        <Text>Generate tests with AI, detect flaky tests, and ship faster, more reliable releases.</Text>
      </Container>
    </MantineProvider>
  );
}
