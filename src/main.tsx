// First: zod must be told before any schema is made (see the file).
import './app/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initConfig } from './api/config';
import { App } from './app/app';
import './styles/base.css';
import './styles/layout.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/feedback.css';
import './styles/cards.css';
import './styles/pages.css';
import './styles/lists.css';

// The spec's `config` (§3): the same-origin defaults unless one is already stored.
initConfig();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render is a transition: React renders it in short slices rather than one long task,
// so a phone answers taps while the app starts (issue 23). The splash in index.html shows meanwhile.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
