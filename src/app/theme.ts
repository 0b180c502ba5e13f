import { createTheme } from '@mantine/core';

// A darker primary shade than Mantine's default keeps white-on-primary text above 4.5:1 contrast.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
