// Runs in Chromium (bench/health-check-mark.bench.ts): the bay's checklist (the full check, 36
// items) on the device, offline, rendered by the real HealthCheckPage. One mark is a tap on an
// item's colour until that button shows it checked and the frame is painted: the intent applied,
// the row and its outbox entry written in one transaction, and the page drawn again. Beside it, in
// the same page and interleaved, the floor: a bare React radio group that only keeps the colour in
// state, tapped the same way.
import '../../src/app/zod-config';
import '../../src/styles/base.css';
import '../../src/styles/layout.css';
import '../../src/styles/buttons.css';
import '../../src/styles/forms.css';
import '../../src/styles/feedback.css';
import '../../src/styles/cards.css';
import '../../src/styles/pages.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ukThresholds } from '../../contract/health-checks/colours';
import { fullTemplate } from '../../contract/health-checks/templates';
import { uuidv7 } from '../../contract/ids/uuid-v7';
import { initConfig } from '../../src/api/config';
import { createQueryClient } from '../../src/app/query-client';
import { appDb } from '../../src/db/app-db';
import { HealthCheckPage } from '../../src/features/health-checks/components/health-check-page';
import { startHealthCheck } from '../../src/features/health-checks/health-check-store';
import { writeSession } from '../../src/session/session-storage';

const USER = '01936b2e-0000-7000-8000-0000000000cc';
const colours = ['Green', 'Amber', 'Red'] as const;

export interface HealthCheckMarkBench {
  setUp(): Promise<{ items: number }>;
  run(runs: number): Promise<Record<string, number[]>>;
}

declare global {
  interface Window {
    healthCheckMarkBench: HealthCheckMarkBench;
  }
}

let checkId = '';

const setUp: HealthCheckMarkBench['setUp'] = async () => {
  localStorage.clear();
  initConfig();
  const exp = Math.floor(Date.now() / 1000) + 24 * 3600;
  writeSession({
    claims: { id: USER, email: 'bench@workbay.test', first_name: 'Bench', last_name: null, guest_user: false, exp },
  });
  await appDb.open();
  await Promise.all([appDb.healthChecks.clear(), appDb.outbox.clear(), appDb.conflicts.clear()]);
  checkId = await startHealthCheck(USER, {
    body: {
      id: uuidv7(),
      template: 'full',
      vrm: 'WB19 KFD',
      vehicle: 'Ford Focus Mk4 1.0 EcoBoost 125 (2019)',
      mileage: 48210,
      workOrder: null,
    },
    template: fullTemplate,
    currency: 'GBP',
    technician: 'Bench Technician',
    thresholds: ukThresholds,
  });
  return { items: fullTemplate.items.length };
};

/** The floor: one radio group whose colour lives in React state and nowhere else. */
function BareRadios() {
  const [state, setState] = useState<string>('Not checked');
  return (
    <div role="radiogroup" aria-label="Bare" data-bare="">
      {colours.map((colour) => (
        <button
          key={colour}
          type="button"
          role="radio"
          aria-checked={state === colour}
          onClick={() => setState(colour)}
        >
          {colour}
        </button>
      ))}
    </div>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Taps `button` and answers when it shows checked (in the DOM) and when that frame is painted. */
async function tap(button: HTMLButtonElement): Promise<{ inDom: number; painted: number }> {
  const started = performance.now();
  const shown = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (button.getAttribute('aria-checked') !== 'true') return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(button, { attributes: true, attributeFilter: ['aria-checked'] });
  });
  button.click();
  const inDom = await shown;
  await nextFrame();
  return { inDom, painted: performance.now() - started };
}

const run: HealthCheckMarkBench['run'] = async (runs) => {
  const container = document.createElement('div');
  document.body.append(container);
  const queryClient = createQueryClient();
  const root = createRoot(container);
  root.render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/health-checks/${checkId}`]}>
        <BareRadios />
        <HealthCheckPage userId={USER} id={checkId} staffName="Bench Technician" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const groups = () => [...container.querySelectorAll<HTMLElement>('.hc-states[role="radiogroup"]')];
  while (groups().length < fullTemplate.items.length) await new Promise((resolve) => setTimeout(resolve, 20));
  const bare = container.querySelector<HTMLElement>('[data-bare]')!;
  const samples: Record<string, number[]> = { markInDom: [], markPainted: [], bareInDom: [], barePainted: [] };
  const warm = 10;
  for (let i = 0; i < runs + warm; i++) {
    // Round the checklist, a different colour each time round, as a mechanic would go.
    const group = groups()[i % groups().length]!;
    const colour = colours[Math.floor(i / groups().length + i) % colours.length]!;
    const wanted = [...group.querySelectorAll<HTMLButtonElement>('[role="radio"]')].find(
      (button) => button.textContent?.trim() === colour && button.getAttribute('aria-checked') !== 'true',
    );
    const barePick = [...bare.querySelectorAll<HTMLButtonElement>('[role="radio"]')].find(
      (button) => button.textContent === colour && button.getAttribute('aria-checked') !== 'true',
    );
    if (!wanted || !barePick) continue;
    const marked = await tap(wanted);
    const floor = await tap(barePick);
    if (i < warm) continue;
    samples.markInDom!.push(marked.inDom);
    samples.markPainted!.push(marked.painted);
    samples.bareInDom!.push(floor.inDom);
    samples.barePainted!.push(floor.painted);
  }
  root.unmount();
  queryClient.clear();
  container.remove();
  return samples;
};

window.healthCheckMarkBench = { setUp, run };
