import { ActionIcon, Menu } from '@mantine/core';

const DotsIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <circle cx="12" cy="5" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="19" r="2" />
  </svg>
);

export interface TestCaseMenuProps {
  title: string;
  onCopyLink: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The row menu of a test case: Copy Link, Edit, Delete. */
export function TestCaseMenu({ title, onCopyLink, onEdit, onDelete }: TestCaseMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${title}`}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onCopyLink}>Copy Link</Menu.Item>
        <Menu.Item onClick={onEdit}>Edit</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
