// The Lighthouse bench's floor: a blank React page built by the same toolchain as the app (Vite,
// the React plugin), served by the same server. What no page of Workbay can do better than.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('floor.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <main>
      <h1>Floor</h1>
      <p>A blank Vite and React page.</p>
    </main>
  </StrictMode>,
);
