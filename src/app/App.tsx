import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { Toasts } from './Toasts.tsx';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Toasts />
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </MantineProvider>
  );
}
