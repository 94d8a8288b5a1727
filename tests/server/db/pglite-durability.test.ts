import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const writer = fileURLToPath(new URL('./pglite-writer.mjs', import.meta.url));

/**
 * Runs the writer on `directory`: answers the rows it found on opening and how many inserts it
 * saw acknowledged before it was killed with SIGKILL (after `killAfter` of them) or ended.
 */
function runWriter(directory: string, killAfter: number, wanted = killAfter * 10) {
  return new Promise<{ found: number; acknowledged: number }>((resolve, reject) => {
    const child = spawn(process.execPath, [writer, directory, String(wanted)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let found = -1;
    let acknowledged = 0;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('have ')) found = Number(line.slice(5));
      else if (line === 'ok' && ++acknowledged === killAfter) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('close', () => resolve({ found, acknowledged }));
  });
}

/**
 * What the embedded database promises (docs/configuration.md, "How durable the embedded database
 * is"): a write it has acknowledged survives the process being killed. 100 writes, 5 SIGKILLs
 * in the middle of writing, 0 lost. It says nothing of a power cut: PGlite does not flush.
 */
describe('the embedded database killed while writing', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'workbay-durability-test-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('keeps every acknowledged write: 100 writes, 5 SIGKILLs, 0 lost', async () => {
    let acknowledged = 0;
    for (let kill = 0; kill < 5; kill += 1) {
      const run = await runWriter(directory, 20);
      // Every write acknowledged before a kill is there; one sent as the kill came may be too.
      expect(run.found).toBeGreaterThanOrEqual(acknowledged);
      expect(run.found).toBeLessThanOrEqual(acknowledged + 1);
      // A few more may have been acknowledged between the 20th and the kill.
      expect(run.acknowledged).toBeGreaterThanOrEqual(20);
      acknowledged = run.found + run.acknowledged;
    }
    const last = await runWriter(directory, 1, 0);
    expect(acknowledged).toBeGreaterThanOrEqual(100);
    expect(last.found).toBeGreaterThanOrEqual(acknowledged);
    expect(last.found).toBeLessThanOrEqual(acknowledged + 1);
    // Six starts of PGlite: a few seconds each on a busy machine.
  }, 180_000);
});
