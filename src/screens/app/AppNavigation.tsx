import { Divider, NavLink, ScrollArea, Stack, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { MoonIcon, PlayIcon, SunIcon } from '../../components/icons.tsx';

const NAV = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/test-cases', label: 'Test Cases' },
  { to: '/results', label: 'Results' },
  { to: '/issues', label: 'Issues' },
  { to: '/insights', label: 'Insights' },
  { to: '/support', label: 'Support' },
  { to: '/settings', label: 'Settings' },
];

/** On a phone the header has no room for the colour scheme's button, so the menu switches it, in words. */
function ColorSchemeItem() {
  const { setColorScheme } = useMantineColorScheme();
  const next = useComputedColorScheme('light') === 'dark' ? 'light' : 'dark';
  return (
    <NavLink
      component="button"
      label={`Switch to ${next} mode`}
      leftSection={next === 'dark' ? <MoonIcon /> : <SunIcon />}
      onClick={() => setColorScheme(next)}
      style={{ borderRadius: 8 }}
    />
  );
}

/** The sidebar of spec §2; behind the burger on a phone, where it also holds Run Test and the colour scheme. */
export function AppNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const active = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <ScrollArea>
      <Stack gap={2}>
        {NAV.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={active(item.to)}
            onClick={onNavigate}
            style={{ borderRadius: 8 }}
          />
        ))}
        <Stack gap={2} hiddenFrom="sm">
          <Divider my="xs" />
          <NavLink
            component={Link}
            to="/live-test"
            label="Run Test"
            leftSection={<PlayIcon />}
            active={active('/live-test')}
            onClick={onNavigate}
            style={{ borderRadius: 8 }}
          />
          <ColorSchemeItem />
        </Stack>
      </Stack>
    </ScrollArea>
  );
}
