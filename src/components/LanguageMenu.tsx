import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { LanguageButton } from './LanguageButton.tsx';

/** The language menu, open from the moment it mounts (it mounts when its button is first pressed). */
export default function LanguageMenu() {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Language</Menu.Label>
        <Menu.Item aria-current="true">English (ENG)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
