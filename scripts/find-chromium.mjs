// Finds a Chromium for the browser tests. Playwright's own browser download cannot run here
// (no network beyond the package registries), so the tests drive the system's Chromium.
import { accessSync, constants, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Launch flags. As root Chromium needs --no-sandbox; the background-networking flags stop it
 * dialling Google's hosts, which a closed network refuses many times per start.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of a Chromium to launch: CHROMIUM_PATH, else a system one, else (Debian or Ubuntu,
 * as root) Debian's package installed now. Otherwise explains how to get one and exits 1.
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} is not an executable file; looking elsewhere.`);
  }
  const found = candidates.find(isExecutable);
  if (found) return found;

  if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
    console.log("No Chromium found: installing Debian's chromium package…");
    const install = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (install.status === 0 && isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
    console.error('Installing chromium with apt-get failed (output above).');
  }

  console.error(
    [
      'The browser tests need Chromium and none was found.',
      `Looked at: ${fromEnv ? `CHROMIUM_PATH (${fromEnv}), ` : ''}${candidates.join(', ')}.`,
      'Install one (Debian/Ubuntu: sudo apt-get install -y chromium),',
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}
