import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';
import { DataDirInUseError, lockDataDir } from '../../../server/db/data-dir-lock';

/** A process id no process has: a child that has run and exited. */
async function goneProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('one process per embedded database directory', () => {
  const directories: string[] = [];
  const directory = () => {
    const made = mkdtempSync(join(tmpdir(), 'workbay-lock-'));
    directories.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of directories.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it('refuses a second claim while the first holds it, with who holds it, and allows it once released', () => {
    const dir = directory();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'workbay.pid'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(
      `Another Workbay server (process ${process.pid}) is using the embedded database in ${dir}`,
    );
    release();
    expect(existsSync(join(dir, 'workbay.pid'))).toBe(false);
    const again = lockDataDir(dir);
    expect(readFileSync(join(dir, 'workbay.pid'), 'utf8')).toBe(String(process.pid));
    again();
  });

  it('takes over a lock left by a process that has gone (a crash, a kill -9)', async () => {
    const dir = directory();
    writeFileSync(join(dir, 'workbay.pid'), String(await goneProcessId()));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'workbay.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = directory();
    writeFileSync(join(dir, 'workbay.pid'), 'not a pid');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'workbay.pid'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(join(dir, 'workbay.pid'))).toBe(false);
  });

  it('keeps a second embedded database off a directory in use, and frees it on close', async () => {
    const dataDir = directory();
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();
    const lockFile = join(dataDir, 'pglite', 'workbay.pid');
    expect(existsSync(lockFile)).toBe(false);
    const again = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    await again.close();
  }, 60_000);
});
