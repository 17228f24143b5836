// The checks before the browser tests (npm test), in two lanes at once, one per core: the
// compilers and the lint (typecheck, then lint) beside the tests without a browser (the core tests
// under coverage, then the adapter, view, wiring and sandbox tests). Each lane stops at its first
// failure; each lane's output is printed whole when it ends, so lines never interleave. Exits
// non-zero when either lane failed.
import { spawn } from 'node:child_process';

const LANES = [
  ['typecheck', 'lint'],
  ['test:core', 'test:unit'],
];

function script(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { env: process.env, shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function lane(names) {
  const started = Date.now();
  let report = '';
  for (const name of names) {
    const { code, output } = await script(name);
    report += `\n--- npm run ${name}${code === 0 ? '' : ` failed (exit ${code})`}\n${output.trimEnd()}\n`;
    if (code !== 0) return { ok: false, report, seconds: (Date.now() - started) / 1000 };
  }
  return { ok: true, report, seconds: (Date.now() - started) / 1000 };
}

const results = await Promise.all(LANES.map(async (names) => {
  const result = await lane(names);
  console.log(`\n=== ${names.join(' → ')} (${Math.round(result.seconds)} s)${result.report}`);
  return result;
}));
process.exit(results.every((r) => r.ok) ? 0 : 1);
