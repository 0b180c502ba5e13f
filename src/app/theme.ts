import { Anchor, createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

// Mantine's defaults fall short of 4.5:1 contrast for white on the primary colour and for dimmed
// text; a darker primary shade and darker dimmed text fix both in light and dark schemes.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // Links inside sentences must not rely on colour alone to stand out.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Every dialog's close button says what it does to a screen reader. (A plain object rather than
    // Modal.extend, so that the first page does not download the Modal to read its defaults.)
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    // 'light' badges and buttons: even the darkest shade of orange or yellow falls short of 4.5:1
    // on its pale background, so their text is that shade darkened further.
    ...Object.fromEntries(
      Object.entries(t.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)]),
    ),
  },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] },
});
