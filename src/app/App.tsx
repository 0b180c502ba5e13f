import { MantineProvider } from '@mantine/core';
import { AppRoutes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { Toasts } from './Toasts.tsx';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Toasts />
      <AppRoutes />
    </MantineProvider>
  );
}
