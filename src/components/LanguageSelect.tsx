import { Button, Menu } from '@mantine/core';
import { GlobeIcon } from './icons.tsx';

/** The language selector of the public screens; English is the one language the product ships in. */
export function LanguageSelect() {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<GlobeIcon size={16} />}
          aria-label="ENG: language, English"
        >
          ENG
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Language</Menu.Label>
        <Menu.Item aria-current="true">English (ENG)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
