import { configure } from '@testing-library/react';

// happy-dom has no document.fonts, which Mantine's autosizing textareas listen to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

// findBy/waitFor wait up to 3 s (1 s by default): on a busy two-core CI machine a screen that
// loads through several actors can take longer than 1 s to show what it will show.
configure({ asyncUtilTimeout: 3000 });
