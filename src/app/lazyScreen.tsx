import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** What a screen or a layout receives: a layout, the screen it holds. */
type ScreenProps = { children?: ReactNode };
type ScreenComponent = ComponentType<ScreenProps>;

/** A screen (or layout) whose code is its own chunk, fetched the first time it renders. */
export type LazyScreen = ScreenComponent & { preload: () => Promise<ScreenComponent> };

const everyScreen: LazyScreen[] = [];

/**
 * Makes `load` a screen component that fetches its chunk when it first renders, showing a loader
 * in its place meanwhile (a layout around it stays), and renders straight away once the chunk is in.
 * Once shown, the screen stays the same component, so re-rendering it never remounts it.
 */
export function lazyScreen(load: () => Promise<ScreenComponent>): LazyScreen {
  let loaded: ScreenComponent | undefined;
  let loading: Promise<ScreenComponent> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  function Screen({ children }: ScreenProps) {
    const [Loaded, setLoaded] = useState<ScreenComponent | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      preload().then(
        (component) => current && setLoaded(() => component),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [Loaded]);
    // A chunk that could not load is the route's error (RouteErrorBoundary shows it).
    if (failure) throw failure.error;
    if (Loaded) return <Loaded>{children}</Loaded>;
    return (
      <Center mih={200} style={{ flex: 1 }}>
        <Loader role="progressbar" aria-label="Loading the page" />
      </Center>
    );
  }
  const screen = Object.assign(Screen, { preload });
  everyScreen.push(screen);
  return screen;
}

/** Fetches every screen's chunk (tests render screens at once, as a browser does once they arrived). */
export async function preloadEveryScreen(): Promise<void> {
  await Promise.all(everyScreen.map((screen) => screen.preload()));
}
