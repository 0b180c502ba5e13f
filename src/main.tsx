import './app/publicStyles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startInspector } from './app/inspector.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void startInspector()
  .catch((error: unknown) => console.error('The Stately inspector could not start:', error))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
