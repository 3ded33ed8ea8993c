#!/usr/bin/env node
// Finds the Chromium the browser tests drive (CHROME_PATH, else Debian's headless build at
// /usr/bin/chromium-headless-shell). When it is missing and we run as root, installs Debian's package;
// otherwise stops and says how. Browser tests are never skipped silently.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const HEADLESS = '/usr/bin/chromium-headless-shell';
const wanted = process.env.CHROME_PATH || HEADLESS;
const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

if (!isExecutable(wanted)) {
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH=${wanted} is not an executable file. Point it at Chromium or unset it.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium's headless build was not found at ${HEADLESS}, and the browser tests need it.\n` +
        'Install it with `sudo apt-get install -y chromium-headless-shell` (Debian), or set CHROME_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  console.error('Chromium not found: installing Debian’s chromium-headless-shell package…');
  // apt-get's output goes to stderr: stdout carries only the path, which scripts/e2e.sh captures.
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: ['ignore', 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', 'chromium-headless-shell']);
  if (!isExecutable(wanted)) {
    console.error(`apt-get finished but ${HEADLESS} is still missing.`);
    process.exit(1);
  }
}
process.stdout.write(wanted);
