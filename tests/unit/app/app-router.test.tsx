import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRouter } from '../../../src/app/app-router';

let container: HTMLDivElement | undefined;
afterEach(() => container?.remove());

/** Busy for a while as it renders: React yields to the event loop between such components. */
function Slow({ onRender }: { onRender?: () => void }) {
  onRender?.();
  const until = performance.now() + 8;
  while (performance.now() < until) {
    // The render's work, as on a slow phone.
  }
  return null;
}

describe('the app’s router on screen', () => {
  it('shows the first page when its chunk arrives between the router’s render and its commit', async () => {
    let rendered: () => void = () => {};
    const routerRendered = new Promise<void>((resolve) => (rendered = resolve));
    // The page's chunk lands as soon as the router has been drawn, while the rest still renders:
    // the first render is a transition (main.tsx), so React yields and the chunk's promise settles.
    const router = createMemoryRouter(
      [
        {
          path: '/',
          HydrateFallback: () => <p>Loading the page</p>,
          children: [{ index: true, lazy: () => routerRendered.then(() => ({ Component: () => <h1>Home</h1> })) }],
        },
      ],
      { initialEntries: ['/'] },
    );

    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <>
          <AppRouter router={router} />
          <Slow onRender={() => rendered()} />
          <Slow />
          <Slow />
          <Slow />
        </>,
      ),
    );

    await expect.poll(() => router.state.initialized).toBe(true);
    await expect.poll(() => container?.querySelector('h1')?.textContent ?? null, { timeout: 2000 }).toBe('Home');
    root.unmount();
  });
});
