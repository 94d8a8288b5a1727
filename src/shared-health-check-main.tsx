// First: zod must be told before any schema is made (see the file).
import './app/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initConfig } from './api/config';
import { SharedHealthCheckApp } from './app/shared-health-check-app';
import './styles/base.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/feedback.css';
import './styles/pages.css';

// The customer's page (shared-health-check.html): /shared-health-checks/{token}, served by the
// server as a page of its own. The app's route for the same path stays for an installed app.
initConfig();

const root = document.getElementById('root');
if (!root) throw new Error('shared-health-check.html has no #root element');
const token = decodeURIComponent(window.location.pathname.split('/').filter(Boolean)[1] ?? '');
createRoot(root).render(
  <StrictMode>
    <SharedHealthCheckApp token={token} />
  </StrictMode>,
);
