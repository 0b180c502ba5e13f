import { Button } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { GlobeIcon } from './icons.tsx';

/** The button that opens the language menu: it shows "ENG", and its name keeps that text. */
export function LanguageButton(props: ComponentPropsWithRef<'button'>) {
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<GlobeIcon size={16} />}
      aria-label="ENG: language, English"
      aria-haspopup="menu"
      {...props}
    >
      ENG
    </Button>
  );
}
