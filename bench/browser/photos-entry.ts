// Runs in Chromium, served by the real server from the API's own origin (bench/photos.bench.ts):
// health-check photos (issue 46) made small and kept on the device by the real modules, and
// queued photos sent by the real replay engine beside plain sequential PUTs of the same photos.
import { itemIdOf } from '../../contract/health-checks/item-ids';
import { contentDigestOf, sha256Of } from '../../contract/health-checks/photos';
import { quickTemplate } from '../../contract/health-checks/templates';
import { COOKIE_MODE, CONTENT_DIGEST_HEADER, CSRF_HEADER, SESSION_MODE_HEADER } from '../../contract/http/headers';
import { uuidv7 } from '../../contract/ids/uuid-v7';
import { getConfig, initConfig } from '../../src/api/config';
import { getCsrfToken } from '../../src/api/csrf';
import { appDb } from '../../src/db/app-db';
import { registerHealthCheckOperations } from '../../src/features/health-checks/health-check-operations';
import { startHealthCheck } from '../../src/features/health-checks/health-check-store';
import { resizeInWorker } from '../../src/features/health-checks/photos/resize-photo';
import { keepPhoto } from '../../src/features/health-checks/photos/take-photo';
import { login } from '../../src/session/session';
import { replayOutbox } from '../../src/sync/replay';

export interface SaveRun {
  /** From the camera's file to the photo kept on the device with its upload queued. */
  ms: number[];
  /** The longest main-thread task seen while saving (Long Tasks API; 0 when none reached 50 ms). */
  longestTaskMs: number;
  storedBytes: number[];
  cameraBytes: number;
}

export interface UploadRun {
  photos: number;
  ms: number;
  /** Entries left in the outbox afterwards (0 when every photo went). */
  left: number;
  /** The server's check holds exactly these photos, once each. */
  serverAgrees: boolean;
}

declare global {
  interface Window {
    photoBench: {
      setUp(email: string, password: string): Promise<{ userId: string }>;
      save(runs: number): Promise<SaveRun>;
      check(): Promise<string>;
      queue(checkId: string, photos: number): Promise<string[]>;
      replay(checkId: string, photoIds: string[]): Promise<UploadRun>;
      plain(photos: number): Promise<UploadRun>;
    };
  }
}

let userId = '';
const tyreOf = (checkId: string) => itemIdOf(checkId, 'tyre-nsf');

/** A 12-megapixel camera JPEG: shapes and noise, so it compresses as a photo does, not as a flat fill. */
async function cameraPhoto(seed: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(4000, 3000);
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 4000, 3000);
  gradient.addColorStop(0, `hsl(${seed * 37} 40% 35%)`);
  gradient.addColorStop(1, `hsl(${seed * 37 + 90} 30% 65%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 4000, 3000);
  for (let i = 0; i < 4000; i++) {
    context.fillStyle = `hsl(${(i * 13 + seed) % 360} 50% ${20 + (i % 60)}%)`;
    context.fillRect((i * 977) % 4000, (i * 613) % 3000, 20 + (i % 90), 10 + (i % 70));
  }
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
}

/** A photo as the device keeps it: 1600 × 1200, a different picture for each seed. */
async function smallPhoto(seed: number): Promise<{ jpeg: Blob; sha256: string }> {
  const canvas = new OffscreenCanvas(1600, 1200);
  const context = canvas.getContext('2d')!;
  context.fillStyle = `hsl(${seed * 23} 40% 50%)`;
  context.fillRect(0, 0, 1600, 1200);
  for (let i = 0; i < 1500; i++) {
    context.fillStyle = `hsl(${(i * 7 + seed * 31) % 360} 60% ${20 + (i % 60)}%)`;
    context.fillRect((i * 389 + seed) % 1600, (i * 211) % 1200, 8 + (i % 40), 6 + (i % 30));
  }
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  return { jpeg, sha256: await sha256Of(await jpeg.arrayBuffer()) };
}

/** A health check on the server, made on the device and sent. */
async function readyCheck(): Promise<string> {
  const id = uuidv7();
  const body = { id, template: 'quick', vrm: 'WB19 KFD', vehicle: null, mileage: null, workOrder: null };
  await startHealthCheck(userId, { body, template: quickTemplate, currency: 'GBP', technician: null });
  await replayOutbox();
  if ((await appDb.outbox.count()) > 0) throw new Error('The bench health check did not reach the server');
  return id;
}

async function serverAgrees(checkId: string, photoIds: string[]): Promise<boolean> {
  const response = await fetch(`${getConfig().baseUrl}/health-checks/${checkId}`, {
    credentials: 'include',
    headers: { accept: 'application/json', [SESSION_MODE_HEADER]: COOKIE_MODE },
  });
  const check = (await response.json()) as { photos: { id: string }[] };
  const held = check.photos.map((photo) => photo.id).sort();
  return held.length === photoIds.length && held.join() === [...photoIds].sort().join();
}

window.photoBench = {
  async setUp(email, password) {
    localStorage.clear();
    initConfig();
    registerHealthCheckOperations();
    userId = (await login({ email, password })).id;
    return { userId };
  },

  async save(runs) {
    const checkId = await readyCheck();
    const camera = await cameraPhoto(1);
    let longestTaskMs = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const ms: number[] = [];
    const storedBytes: number[] = [];
    // Warm the worker (its module loads once per tab).
    await resizeInWorker(camera);
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const photo = await resizeInWorker(camera);
      await keepPhoto({ userId, checkId, itemId: tyreOf(checkId), itemName: 'Tyre N/S front', ...photo });
      ms.push(performance.now() - started);
      storedBytes.push(photo.jpeg.size);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    await appDb.outbox.clear();
    return { ms, longestTaskMs, storedBytes, cameraBytes: camera.size };
  },

  check: readyCheck,

  async queue(checkId, photos) {
    const photoIds: string[] = [];
    for (let i = 0; i < photos; i++) {
      const photo = await smallPhoto(i);
      const row = await keepPhoto({ userId, checkId, itemId: tyreOf(checkId), itemName: 'Tyre N/S front', ...photo });
      photoIds.push(row.id);
    }
    return photoIds;
  },

  async replay(checkId, photoIds) {
    const started = performance.now();
    await replayOutbox();
    const ms = performance.now() - started;
    return {
      photos: photoIds.length,
      ms,
      left: await appDb.outbox.count(),
      serverAgrees: await serverAgrees(checkId, photoIds),
    };
  },

  async plain(photos) {
    const checkId = await readyCheck();
    const made = await Promise.all(Array.from({ length: photos }, (_, i) => smallPhoto(100 + i)));
    const csrf = await getCsrfToken();
    const photoIds: string[] = [];
    const started = performance.now();
    for (const photo of made) {
      const id = uuidv7();
      const response = await fetch(
        `${getConfig().baseUrl}/health-checks/${checkId}/photos/${id}?item=${tyreOf(checkId)}`,
        {
          method: 'PUT',
          credentials: 'include',
          headers: {
            accept: 'application/json',
            'content-type': 'image/jpeg',
            [SESSION_MODE_HEADER]: COOKIE_MODE,
            [CSRF_HEADER]: csrf,
            [CONTENT_DIGEST_HEADER]: contentDigestOf(photo.sha256),
          },
          body: photo.jpeg,
        },
      );
      if (response.status !== 201) throw new Error(`Plain PUT failed: ${response.status} ${await response.text()}`);
      await response.json();
      photoIds.push(id);
    }
    const ms = performance.now() - started;
    return { photos, ms, left: 0, serverAgrees: await serverAgrees(checkId, photoIds) };
  },
};
