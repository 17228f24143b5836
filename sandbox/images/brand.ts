/** Wordmark logos (desktop and mobile) and favicons of the two demo agencies. */
import {
  circle,
  ellipse,
  group,
  line,
  path,
  PHOTO,
  rect,
  svgDocument,
  text,
  type Attrs,
} from './svg.js';

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

/** An oak tree in a roundel. */
function oakMark(cx: number, cy: number, r: number, colour: string, paper: string): string {
  return (
    circle(cx, cy, r, { fill: colour }) +
    group(
      rect(cx - r * 0.08, cy - r * 0.05, r * 0.16, r * 0.6, { fill: paper }) +
        circle(cx, cy - r * 0.3, r * 0.34, { fill: paper }) +
        circle(cx - r * 0.32, cy - r * 0.12, r * 0.26, { fill: paper }) +
        circle(cx + r * 0.32, cy - r * 0.12, r * 0.26, { fill: paper }) +
        path(
          `M${cx - r * 0.7} ${cy + r * 0.55} Q ${cx} ${cy + r * 0.35} ${cx + r * 0.7} ${cy + r * 0.55}`,
          { fill: 'none', stroke: paper, 'stroke-width': r * 0.06 },
        ),
    )
  );
}

/** Three waves under a roof line. */
function harbourMark(x: number, y: number, size: number, roof: string, waves: string): string {
  const s = size;
  return (
    path(`M${x} ${y + s * 0.45} L ${x + s * 0.5} ${y} L ${x + s} ${y + s * 0.45}`, {
      fill: 'none',
      stroke: roof,
      'stroke-width': s * 0.1,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }) +
    [0.62, 0.8, 0.98]
      .map((dy) =>
        path(
          `M${x} ${y + s * dy} q ${s * 0.125} ${-s * 0.1} ${s * 0.25} 0 t ${s * 0.25} 0 t ${s * 0.25} 0 t ${s * 0.25} 0`,
          { fill: 'none', stroke: waves, 'stroke-width': s * 0.07, 'stroke-linecap': 'round' },
        ),
      )
      .join('')
  );
}

/** Lettering in one face: text at (x, y) in `size` px, with further attributes after those. */
const lettering =
  (family: string) =>
  (x: number, y: number, content: string, size: number, a: Attrs = {}): string =>
    text(x, y, content, { 'font-family': family, 'font-size': size, ...a });
const serif = lettering(SERIF);
const sans = lettering(SANS);

/** The header logo: 'oakfield' / 'harbour', desktop (360×120) or mobile (240×80). */
export function logoSvg(slug: string, mobile: boolean): string {
  const [width, height] = mobile ? [240, 80] : [360, 120];
  if (slug === 'harbour') {
    const body = mobile
      ? harbourMark(8, 12, 56, '#ffffff', '#ff8a70') +
        sans(76, 38, 'Harbour', 28, { 'font-weight': 700, fill: '#ffffff' }) +
        sans(76, 66, 'Homes', 28, { 'font-weight': 300, fill: '#ff8a70' })
      : harbourMark(12, 22, 76, '#ffffff', '#ff8a70') +
        `<text x="104" y="66" font-family="${SANS}" font-size="34" fill="#ffffff"><tspan font-weight="700">Harbour</tspan><tspan font-weight="300" fill="#ff8a70"> Homes</tspan></text>` +
        sans(106, 94, 'BRISTOL · SALES & LETTINGS', 13, { 'letter-spacing': 2.5, fill: '#c9d3e6' });
    return svgDocument(width, height, 'Harbour Homes', body);
  }
  const body = mobile
    ? oakMark(40, 40, 32, '#1f4d3a', '#fdf8ec') +
      serif(82, 38, 'Oakfield', 26, { fill: '#1f3a2e' }) +
      serif(82, 66, '& Vale', 22, { 'font-style': 'italic', fill: '#5b7a4a' })
    : oakMark(58, 60, 46, '#1f4d3a', '#fdf8ec') +
      serif(118, 62, 'Oakfield & Vale', 34, { fill: '#1f3a2e' }) +
      line(120, 76, 346, 76, { stroke: '#b59a5a', 'stroke-width': 1.5 }) +
      serif(120, 98, 'ESTATE AGENTS · EST. 1887', 13, { 'letter-spacing': 3, fill: '#5b7a4a' });
  return svgDocument(width, height, 'Oakfield & Vale', body);
}

/** A square icon for the browser tab. */
export function faviconSvg(slug: string): string {
  if (slug === 'harbour')
    return svgDocument(
      64,
      64,
      'Harbour Homes',
      rect(0, 0, 64, 64, { rx: 14, fill: '#14213d' }) +
        harbourMark(10, 12, 44, '#ffffff', '#ff8a70'),
    );
  return svgDocument(64, 64, 'Oakfield & Vale', oakMark(32, 32, 32, '#1f4d3a', '#fdf8ec'));
}

/** The shopfront of a branch office with the town on the fascia. */
export function branchSvg(name: string, slug: string): string {
  const navy = slug === 'harbour';
  const fascia = navy ? '#14213d' : '#1f4d3a';
  const { width: W, height: H } = PHOTO;
  let body = rect(0, 0, W, H, { fill: '#dfe6ea' }) + rect(0, 0, W, 120, { fill: '#c9d6df' });
  body += rect(150, 120, 900, 560, { fill: '#efe6d2' });
  for (const x of [220, 470, 720, 900])
    body += rect(x, 170, 120, 150, { fill: '#9fc2d8', stroke: '#ffffff', 'stroke-width': 10 });
  body +=
    rect(140, 360, 920, 90, { fill: fascia }) +
    (navy ? sans : serif)(600, 420, name, 44, { 'text-anchor': 'middle', fill: '#ffffff' });
  body +=
    rect(180, 470, 360, 210, { fill: '#9fc2d8', stroke: fascia, 'stroke-width': 12 }) +
    rect(660, 470, 360, 210, { fill: '#9fc2d8', stroke: fascia, 'stroke-width': 12 });
  body += rect(550, 470, 100, 210, { fill: fascia });
  for (let i = 0; i < 6; i += 1)
    body += rect(200 + (i % 3) * 110, 490 + Math.floor(i / 3) * 95, 90, 75, {
      fill: '#ffffff',
      opacity: 0.85,
    });
  body +=
    rect(0, 680, W, 120, { fill: '#b8b4ad' }) + ellipse(600, 690, 520, 8, { fill: '#00000022' });
  return svgDocument(W, H, `${name} office`, body);
}
