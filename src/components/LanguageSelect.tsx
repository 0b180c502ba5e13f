import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton.tsx';

// The menu and its positioning code are fetched when the button is first pressed, not with the page.
const LanguageMenu = lazy(() => import('./LanguageMenu.tsx'));

/** The language selector of the public screens; English is the one language the product ships in. */
export function LanguageSelect() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <LanguageButton onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<LanguageButton disabled />}>
      <LanguageMenu />
    </Suspense>
  );
}
