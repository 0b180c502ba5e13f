import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../src/app/lazyScreen.tsx';
import { RouteErrorBoundary } from '../../../src/app/RouteErrorBoundary.tsx';
import { Toasts } from '../../../src/app/Toasts.tsx';
import { theme } from '../../../src/app/theme.ts';
import { deferred, fakeApi, renderScreen, resetScreenState } from '../support/renderScreen.tsx';

afterEach(resetScreenState);

/** What the first page leaves for later: the toasts' container, the language menu, a screen's error. */
describe('the first page and what it loads later', () => {
  it('mounts the toasts’ container with the first toast, and shows that toast', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Toasts />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    notifications.show({ message: 'Project saved.' });
    expect(await screen.findByText('Project saved.')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });

  it('opens the language menu on the first press of its button', async () => {
    fakeApi({});
    const s = renderScreen('/login');
    expect(screen.queryByRole('menu')).toBeNull();
    await s.user.click(screen.getByRole('button', { name: 'ENG: language, English' }));
    expect(await screen.findByRole('menuitem', { name: 'English (ENG)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ENG: language, English' }).textContent).toContain('ENG');
  });

  it('shows what went wrong when a screen throws, and a fresh page after going elsewhere', async () => {
    // React reports the error it caught on the console; the screen is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('The chart had no data');
    }
    render(
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={['/broken']}>
          <Link to="/fine">Elsewhere</Link>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/fine" element={<p>All good</p>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The chart had no data')).toBeTruthy();
    screen.getByRole('link', { name: 'Elsewhere' }).click();
    await waitFor(() => expect(screen.getByText('All good')).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('shows a loader until a screen’s chunk arrives, then keeps the screen as it re-renders', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
    }
    const chunk = deferred<ComponentType>();
    const Screen = lazyScreen(() => chunk.promise);
    function Parent() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button onClick={() => setRenders(renders + 1)}>Re-render {renders}</button>
          <Screen />
        </>
      );
    }
    render(
      <MantineProvider theme={theme} env="test">
        <Parent />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Loading the page')).toBeTruthy();
    await act(async () => chunk.resolve(Counter));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    await user.click(screen.getByRole('button', { name: 'Re-render 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
  });

  it('shows the error screen when a screen’s chunk cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = lazyScreen(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <RouteErrorBoundary>
            <Screen />
          </RouteErrorBoundary>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
  });
});
