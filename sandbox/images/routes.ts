/**
 * The generated-image routes under /images/…: every picture is a pure function of its path, so
 * the same URL always gives the same SVG. A `?w=` width is accepted and ignored (SVG scales), so
 * srcset candidates all resolve.
 */
import { branchSvg, logoSvg } from './brand.js';
import { epcSvg } from './epc.js';
import { exteriorSvg } from './exterior.js';
import { floorplanSvg } from './floorplan.js';
import { illustrationSvg } from './illustrations.js';
import { interiorSvg } from './interior.js';
import { gardenSvg, heroSvg, landSvg } from './outdoor.js';
import { articleSvg, portraitSvg } from './people.js';

type Renderer = (match: RegExpExecArray) => string | undefined;

const SEED = '([a-z0-9][a-z0-9-]{0,63})';

const ROUTES: readonly (readonly [RegExp, Renderer])[] = [
  [
    new RegExp(`^/images/exterior/([a-z]+)-${SEED}\\.svg$`),
    (m) => exteriorSvg(m[1] ?? '', m[2] ?? ''),
  ],
  [
    new RegExp(`^/images/interior/([a-z]+)-${SEED}\\.svg$`),
    (m) => interiorSvg(m[1] ?? '', m[2] ?? ''),
  ],
  [new RegExp(`^/images/garden/${SEED}\\.svg$`), (m) => gardenSvg(m[1] ?? '')],
  [new RegExp(`^/images/land/${SEED}\\.svg$`), (m) => landSvg(m[1] ?? '')],
  [
    /^\/images\/floorplan\/([0-9]{1,10})-(ground|first|single)-([0-9])\.svg$/,
    (m) => floorplanSvg(m[1] ?? '', m[2] ?? 'ground', Number(m[3])),
  ],
  [
    /^\/images\/epc\/(scotland\/)?([0-9]{1,3})-([0-9]{1,3})\.svg$/,
    (m) => epcSvg(Number(m[2]), Number(m[3]), m[1] ? 'scotland' : 'england'),
  ],
  [
    /^\/images\/logo\/(oakfield|harbour)(-mobile)?\.svg$/,
    (m) => logoSvg(m[1] ?? '', m[2] !== undefined),
  ],
  [new RegExp(`^/images/illustrations/${SEED}\\.svg$`), (m) => illustrationSvg(m[1] ?? '')],
  [/^\/images\/staff\/([0-9]{1,10})\.svg$/, (m) => portraitSvg(m[1] ?? '')],
  [/^\/images\/hero\/(oakfield|harbour)\.svg$/, (m) => heroSvg(m[1] ?? '')],
  [new RegExp(`^/images/article/${SEED}\\.svg$`), (m) => articleSvg(m[1] ?? '')],
  [
    new RegExp(`^/images/branch/${SEED}\\.svg$`),
    (m) => branchSvg(titleCase(m[1] ?? ''), m[1] ?? ''),
  ],
];

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

const CACHE_LIMIT = 400;
const cache = new Map<string, string>();

/** The SVG for an /images/… path (no query), or undefined when the path names no picture. */
export function renderImage(pathname: string): string | undefined {
  const cached = cache.get(pathname);
  if (cached !== undefined) return cached;
  for (const [pattern, render] of ROUTES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const svg = render(match);
    if (svg === undefined) return undefined;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(pathname, svg);
    return svg;
  }
  return undefined;
}
