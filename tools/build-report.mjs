// The build's size report (build.mjs): every file's raw and gzip bytes, the initial JavaScript of
// each page kind (boot, then the kind's files; 'other' is boot's own imports), written to
// dist/size-report.json and printed as a table, and each page kind judged against the budget. A
// development build (--watch) is not minified: its sizes are shown, never judged.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Writes the size report and prints it; true when every page kind is within `limit` (gzip bytes).
 * `files` are esbuild's output files, `manifest` the one build.mjs wrote, `kinds` the page kinds
 * with code of their own, `rel` a file's path as the manifest writes it.
 */
export async function checkSizes({
  files,
  manifest,
  kinds: kindNames,
  otherKind,
  rel,
  outdir,
  limit,
  quiet,
  watch,
}) {
  const rows = files
    .filter((f) => !f.path.endsWith('.map') && !f.path.endsWith('.LEGAL.txt'))
    .map((f) => ({
      file: rel(f.path),
      raw: f.contents.length,
      gzip: gzipSync(f.contents, { level: 9 }).length,
    }));
  rows.sort((a, b) => b.gzip - a.gzip);
  // The initial JavaScript of each page kind: boot, then the kind's files ('other' = boot's imports).
  const boot = manifest.entries.boot;
  const kinds = {
    [otherKind]: [boot.file, ...boot.imports],
    ...Object.fromEntries(
      kindNames.map((name) => [
        name,
        [boot.file, ...manifest.entries[name].imports, manifest.entries[name].file],
      ]),
    ),
  };
  const pages = Object.fromEntries(
    Object.entries(kinds).map(([kind, files]) => {
      const found = [...new Set(files)].map((f) => rows.find((r) => r.file === f)).filter(Boolean);
      return [
        kind,
        {
          files: found.map((r) => r.file),
          gzip: found.reduce((sum, r) => sum + r.gzip, 0),
          raw: found.reduce((sum, r) => sum + r.raw, 0),
        },
      ];
    }),
  );
  const initialFiles = new Set(Object.values(pages).flatMap((p) => p.files));
  const kb = (n) => (n / 1024).toFixed(1).padStart(8) + ' KB';
  if (!quiet) {
    // What pages load at start, then the largest of the files loaded later (each page kind's build
    // has its own: some 50 per kind).
    const later = rows.filter(
      (r) => !initialFiles.has(r.file) && (r.file.endsWith('.js') || r.file.endsWith('.css')),
    );
    console.log('\n  file' + ' '.repeat(52) + '     raw' + '        gzip');
    for (const r of rows.filter((r) => initialFiles.has(r.file) || r.file.endsWith('.css'))) {
      const tag = initialFiles.has(r.file) ? ' (initial)' : '';
      console.log(`  ${(r.file + tag).padEnd(56)}${kb(r.raw)}${kb(r.gzip)}`);
    }
    console.log(
      `\n  loaded later (on demand or when the page is idle): ${later.length} files, the largest:`,
    );
    for (const r of later.filter((r) => r.file.endsWith('.js')).slice(0, 12))
      console.log(`  ${r.file.padEnd(56)}${kb(r.raw)}${kb(r.gzip)}`);
  }
  const worst = Math.max(...Object.values(pages).map((p) => p.gzip));
  const size = {
    initialJsRaw: pages[otherKind].raw,
    initialJsGzip: pages[otherKind].gzip,
    largestInitialJsGzip: worst,
    pages: Object.fromEntries(
      Object.entries(pages).map(([kind, p]) => [
        kind,
        { initialJsGzip: p.gzip, initialJsRaw: p.raw, files: p.files },
      ]),
    ),
    files: rows,
  };
  await writeFile(path.join(outdir, 'size-report.json'), JSON.stringify(size, null, 2) + '\n');
  console.log('');
  // A development build (--watch) is not minified: its sizes are shown, never judged.
  if (watch)
    console.log(
      `  development build, not minified: the ${(limit / 1024).toFixed(0)} KB budget is checked by \`npm run build\``,
    );
  for (const [kind, p] of Object.entries(pages)) {
    const verdict = watch ? 'not checked' : p.gzip <= limit ? 'within' : 'OVER';
    const label = kind === otherKind ? 'pages without code of their own' : kind;
    console.log(
      `  initial JavaScript of ${label}: ${(p.gzip / 1024).toFixed(1)} KB gzip (${(p.raw / 1024).toFixed(1)} KB raw) in ${p.files.length} files, budget ${(limit / 1024).toFixed(0)} KB: ${verdict}`,
    );
  }
  return worst <= limit;
}
