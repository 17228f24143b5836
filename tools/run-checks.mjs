// The checks before the browser tests (npm test), in lanes at once, one per core. Each argument is
// a lane: npm scripts joined by '&&', run in order ('npm run typecheck && npm run lint' beside
// 'npm run test:core && npm run test:unit'). Each lane stops at its first failure; each lane's
// output is printed whole when it ends, so lines never interleave. Exits non-zero when any lane
// failed, or when a lane is not a chain of `npm run` steps.
import { spawn } from 'node:child_process';

const LANES = process.argv.slice(2).map((lane) =>
  lane.split('&&').map((step) => {
    const match = /^\s*npm run ([\w:-]+)\s*$/.exec(step);
    if (match === null) {
      console.error(`run-checks: "${step.trim()}" is not an \`npm run <script>\` step`);
      process.exit(2);
    }
    return match[1];
  }),
);
if (LANES.length === 0) {
  console.error(
    "run-checks: give each lane as an argument, e.g. 'npm run typecheck && npm run lint'",
  );
  process.exit(2);
}

function script(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
      env: process.env,
      shell: process.platform === 'win32',
    });
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

const results = await Promise.all(
  LANES.map(async (names) => {
    const result = await lane(names);
    console.log(`\n=== ${names.join(' → ')} (${Math.round(result.seconds)} s)${result.report}`);
    return result;
  }),
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
