import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';

/** A screen whose code is its own chunk, fetched the first time the screen renders. */
export type LazyScreen = ComponentType & { preload: () => Promise<ComponentType> };

const everyScreen: LazyScreen[] = [];

/**
 * Makes `load` a screen component that fetches its chunk when it first renders, showing a loader
 * in its place meanwhile (a layout around it stays), and renders straight away once the chunk is in.
 * Once shown, the screen stays the same component, so re-rendering it never remounts it.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  function Screen() {
    const [Loaded, setLoaded] = useState<ComponentType | undefined>(() => loaded);
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
    if (Loaded) return <Loaded />;
    return (
      <Center mih={200} style={{ flex: 1 }}>
        <Loader aria-label="Loading the page" />
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
