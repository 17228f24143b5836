/**
 * Content blocks (SPEC §1 "Pages are assembled from content blocks", §3 Content block data): the
 * ordered list of blocks a page's data carries, decoded at the edge. Each block is decoded on its
 * own: a block that cannot be used (unknown type, a required field missing or of the wrong shape)
 * is reported with its path and skipped, so a broken block never blanks the page; a bad item inside
 * a block (a card, a button, a list entry) is reported and skipped too.
 *
 * The wire format (the platform's page data, `page.data.contentBlocks`): a list of objects, each
 * with an `id`, a `type` naming its kind, the common fields of SPEC §3 and the fields of its kind.
 * Plain-text fields (`title`, `description`, `para`, list entries) are text, never HTML; a text
 * block's `html` is agency HTML, shown only through the one sanitiser. Every link (buttons,
 * `linkUrl`, `getDirectionsLink`, images) must pass core's link rule or is dropped and reported.
 * What a block is (its types) is content-block.ts.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import {
  firstError,
  IdString,
  LooseBoolean,
  LooseNumber,
} from '../settings/settings-primitives.js';
import { OpeningTimeCodec } from '../settings/organisation.codec.js';
import { PhotoCodec, decodePropertyCards } from '../settings/property.codec.js';
import { decodeButtons, items } from '../settings/page-data.codec.js';
import { decodeArticleCards } from '../articles/article-card.js';
import { decodeAgencyForm } from '../leads/agency-form.codec.js';
import { safeLink, WEB_PAGE_LINK, type LinkKind } from './links.js';
import type { Photo } from '../property/property.js';
import {
  CONTENT_BLOCK_TYPES,
  DEFAULT_HEADING_LEVEL,
  IMAGE_EVENT_SOURCES,
  type ContentBlock,
  type ContentBlockType,
  type DropdownItem,
  type GalleryCard,
  type HeadingLevel,
  type ImageEvent,
  type MapPlace,
} from './content-block.js';
const str = t.string;
const IMAGE_LINK: readonly LinkKind[] = ['site', 'https'];

const CommonCodec = t.intersection([
  t.type({ id: IdString, type: str }),
  t.partial({
    title: str,
    titleHeading: t.union([str, t.number]),
    description: str,
    backgroundImageUrl: str,
    mobileTruncateAmount: LooseNumber,
    noMargin: LooseBoolean,
    buttons: t.unknown,
  }),
]);

const DropdownItemCodec = t.intersection([
  t.type({ id: IdString, title: str }),
  t.partial({
    icon: str,
    para: str,
    linkUrl: str,
    lists: t.array(str),
    listsDesktopOnly: LooseBoolean,
  }),
]);
const GalleryCardCodec = t.intersection([
  t.type({ id: IdString, title: str }),
  t.partial({ description: str, images: t.unknown }),
]);
const ImageEventCodec = t.intersection([
  t.type({ id: IdString, title: str }),
  t.partial({ date: str, description: str, images: t.unknown }),
]);
const MapPlaceCodec = t.intersection([
  t.type({ id: IdString, name: str, lat: LooseNumber, lng: LooseNumber }),
  t.partial({ description: str, url: str }),
]);

/** The fields of each kind; `undefined` (with problems reported) when the block cannot be shown. */
type KindDecoder = (
  raw: Record<string, unknown>,
  path: string,
  problems: string[],
) => Record<string, unknown> | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(
  raw: Record<string, unknown>,
  field: string,
  path: string,
  problems: string[],
): string | undefined {
  const value = raw[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  problems.push(`${path}.${field}: expected text`);
  return undefined;
}

function flag(raw: Record<string, unknown>, field: string): boolean {
  const decoded = LooseBoolean.decode(raw[field]);
  return isLeft(decoded) ? false : decoded.right;
}

/** A link field that must pass core's link rule for the kinds given; dropped and reported otherwise. */
function link(
  raw: Record<string, unknown>,
  field: string,
  path: string,
  problems: string[],
  kinds?: readonly LinkKind[],
): string | undefined {
  const value = text(raw, field, path, problems);
  if (value === undefined) return undefined;
  const safe = safeLink(value, kinds);
  if (safe === undefined) problems.push(`${path}.${field}: not a safe link`);
  return safe;
}

/** Photos: each must have a usable image address (a page of this site or https). */
function photos(value: unknown, path: string, problems: string[]): Photo[] {
  return items(value, PhotoCodec, path, problems).flatMap((photo, i) => {
    const url = safeLink(photo.url, IMAGE_LINK);
    if (url === undefined) {
      problems.push(`${path}[${i}].url: not a safe image address`);
      return [];
    }
    return [
      {
        url,
        ...(photo.caption ? { caption: photo.caption } : {}),
        ...(photo.imageAlt !== undefined ? { imageAlt: photo.imageAlt } : {}),
      },
    ];
  });
}

/** A list the block cannot do without: absent or empty → the block is skipped, with the reason. */
function required<A>(list: A[], path: string, problems: string[]): A[] | undefined {
  if (list.length > 0) return list;
  problems.push(`${path}: nothing to show`);
  return undefined;
}

const KINDS: Readonly<Record<ContentBlockType, KindDecoder>> = {
  textOverImage: (raw, path, problems) => {
    const html = text(raw, 'html', path, problems);
    const imageAlt = text(raw, 'imageAlt', path, problems);
    return {
      ...(html ? { html } : {}),
      ...(imageAlt ? { imageAlt } : {}),
      showSearch: flag(raw, 'showSearch'),
    };
  },
  expandableIconList: (raw, path, problems) => {
    const list = items(raw['items'], DropdownItemCodec, `${path}.items`, problems).map(
      (item, i): DropdownItem => {
        const itemPath = `${path}.items[${i}]`;
        const linkUrl = item.linkUrl === undefined ? undefined : safeLink(item.linkUrl);
        if (item.linkUrl !== undefined && linkUrl === undefined)
          problems.push(`${itemPath}.linkUrl: not a safe link`);
        return {
          id: item.id,
          title: item.title,
          ...(item.icon ? { icon: item.icon } : {}),
          ...(item.para ? { para: item.para } : {}),
          ...(linkUrl ? { linkUrl } : {}),
          lists: (item.lists ?? []).filter((entry) => entry.trim() !== ''),
          listsDesktopOnly: item.listsDesktopOnly ?? false,
        };
      },
    );
    const shown = required(list, `${path}.items`, problems);
    return shown && { items: shown };
  },
  branchMap: (raw, path, problems) => {
    const ids = raw['branchIds'];
    if (ids === undefined || ids === null) return {};
    const decoded = t.array(IdString).decode(ids);
    if (isLeft(decoded)) {
      problems.push(`${path}.branchIds: ${firstError(decoded.left)}; every branch is shown`);
      return {};
    }
    return { branchIds: decoded.right };
  },
  gallerySlider: (raw, path, problems) => {
    const cards = items(raw['cards'], GalleryCardCodec, `${path}.cards`, problems).map(
      (card, i): GalleryCard => ({
        id: card.id,
        title: card.title,
        ...(card.description ? { description: card.description } : {}),
        images: photos(card.images, `${path}.cards[${i}].images`, problems),
      }),
    );
    const shown = required(
      cards.filter((card) => card.images.length > 0),
      `${path}.cards`,
      problems,
    );
    return shown && { cards: shown };
  },
  propertyCardSlider: (raw, path, problems) => {
    const properties = required(
      decodePropertyCards(raw['properties'], `${path}.properties`, problems),
      `${path}.properties`,
      problems,
    );
    return properties && { properties };
  },
  locationCard: (raw, path, problems) => {
    const openingHours = items(
      raw['openingHours'],
      OpeningTimeCodec,
      `${path}.openingHours`,
      problems,
    );
    const fields = {
      para: text(raw, 'para', path, problems),
      address: text(raw, 'address', path, problems),
      weekdayOpeningHours: text(raw, 'weekdayOpeningHours', path, problems),
      weekendOpeningHours: text(raw, 'weekendOpeningHours', path, problems),
      imageUrl: link(raw, 'imageUrl', path, problems, IMAGE_LINK),
      imageAlt: text(raw, 'imageAlt', path, problems),
      contactNumber: text(raw, 'contactNumber', path, problems),
      getDirectionsLink: link(raw, 'getDirectionsLink', path, problems, WEB_PAGE_LINK),
    };
    return {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      openingHours,
      showIcons: flag(raw, 'showIcons'),
      showBranchesCarousel: flag(raw, 'showBranchesCarousel'),
    };
  },
  articlesSlider: (raw, path, problems) => {
    const articles = required(
      decodeArticleCards(raw['articles'], `${path}.articles`, problems),
      `${path}.articles`,
      problems,
    );
    return articles && { articles };
  },
  videoSection: (raw, path, problems) => {
    const list =
      raw['videoUrls'] ?? (raw['videoUrl'] === undefined ? undefined : [raw['videoUrl']]);
    const urls = required(
      items(list, str, `${path}.videoUrls`, problems).filter((url) => url.trim() !== ''),
      `${path}.videoUrls`,
      problems,
    );
    const subtitle = text(raw, 'subtitle', path, problems);
    return urls && { videoUrls: urls, ...(subtitle ? { subtitle } : {}) };
  },
  placesMap: (raw, path, problems) => {
    const places = items(raw['places'], MapPlaceCodec, `${path}.places`, problems).flatMap(
      (place, i): MapPlace[] => {
        const placePath = `${path}.places[${i}]`;
        if (Math.abs(place.lat) > 90 || Math.abs(place.lng) > 180) {
          problems.push(`${placePath}: not a position on Earth`);
          return [];
        }
        const url = place.url === undefined ? undefined : safeLink(place.url, WEB_PAGE_LINK);
        if (place.url !== undefined && url === undefined)
          problems.push(`${placePath}.url: not a safe link`);
        return [
          {
            id: place.id,
            name: place.name,
            lat: place.lat,
            lng: place.lng,
            ...(place.description ? { description: place.description } : {}),
            ...(url ? { url } : {}),
          },
        ];
      },
    );
    const shown = required(places, `${path}.places`, problems);
    return shown && { places: shown };
  },
  formBlock: (raw, path, problems) => {
    if (raw['form'] === undefined) {
      problems.push(`${path}.form: missing`);
      return undefined;
    }
    const form = decodeAgencyForm(raw['form'], `${path}.form`, problems);
    return form && { form };
  },
  imageEvents: (raw, path, problems) => {
    const source = raw['source'];
    if (
      typeof source !== 'string' ||
      !(IMAGE_EVENT_SOURCES as readonly string[]).includes(source)
    ) {
      problems.push(`${path}.source: expected one of ${IMAGE_EVENT_SOURCES.join(', ')}`);
      return undefined;
    }
    const events = items(raw['events'], ImageEventCodec, `${path}.events`, problems).map(
      (event, i): ImageEvent => ({
        id: event.id,
        title: event.title,
        ...(event.date ? { date: event.date } : {}),
        ...(event.description ? { description: event.description } : {}),
        images: photos(event.images, `${path}.events[${i}].images`, problems),
      }),
    );
    const shown = required(events, `${path}.events`, problems);
    return shown && { source, events: shown };
  },
};

/** `titleHeading` as a level: 'h3', 'H3', 3 or '3' → 3; anything else → h2. */
export function headingLevel(value: unknown): HeadingLevel {
  const digits =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.trim().replace(/^h/i, '')
        : '';
  const level = /^[1-6]$/.test(digits) ? Number(digits) : DEFAULT_HEADING_LEVEL;
  return level as HeadingLevel;
}

function decodeBlock(value: unknown, path: string, problems: string[]): ContentBlock | undefined {
  if (!isRecord(value)) {
    problems.push(`${path}: expected a block (an object)`);
    return undefined;
  }
  const common = CommonCodec.decode(value);
  if (isLeft(common)) {
    problems.push(`${path}: ${firstError(common.left)}`);
    return undefined;
  }
  const raw = common.right;
  const type = raw.type as ContentBlockType;
  if (!(CONTENT_BLOCK_TYPES as readonly string[]).includes(raw.type)) {
    problems.push(`${path}.type: unknown block type ${JSON.stringify(raw.type.slice(0, 40))}`);
    return undefined;
  }
  const fields = KINDS[type](value, path, problems);
  if (fields === undefined) return undefined;
  const title = raw.title?.trim();
  const description = raw.description?.trim();
  const backgroundImageUrl =
    raw.backgroundImageUrl === undefined ? undefined : safeLink(raw.backgroundImageUrl, IMAGE_LINK);
  if (raw.backgroundImageUrl !== undefined && backgroundImageUrl === undefined)
    problems.push(`${path}.backgroundImageUrl: not a safe image address`);
  const truncate = raw.mobileTruncateAmount;
  return {
    id: raw.id,
    type,
    ...(title ? { title } : {}),
    titleHeading: headingLevel(raw.titleHeading),
    ...(description ? { description } : {}),
    ...(backgroundImageUrl ? { backgroundImageUrl } : {}),
    ...(truncate !== undefined && Number.isFinite(truncate) && truncate > 0
      ? { mobileTruncateAmount: Math.floor(truncate) }
      : {}),
    noMargin: raw.noMargin ?? false,
    buttons:
      raw.buttons === undefined ? [] : decodeButtons(raw.buttons, `${path}.buttons`, problems),
    ...fields,
  } as ContentBlock;
}

/**
 * The content blocks of a page, in order (total: never throws). A block that cannot be shown is
 * reported with its path (e.g. `page.data.contentBlocks[3].type: unknown block type "quiz"`) and
 * skipped; two blocks with one id keep the first (ids name gallery routes).
 */
export function decodeContentBlocks(
  value: unknown,
  problems: string[],
  path = 'page.data.contentBlocks',
): ContentBlock[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push(`${path}: expected a list of blocks`);
    return [];
  }
  const seen = new Set<string>();
  const blocks: ContentBlock[] = [];
  value.forEach((item: unknown, i) => {
    const block = decodeBlock(item, `${path}[${i}]`, problems);
    if (block === undefined) return;
    if (seen.has(block.id)) {
      problems.push(`${path}[${i}].id: ${block.id} is used by an earlier block; skipped`);
      return;
    }
    seen.add(block.id);
    blocks.push(block);
  });
  return blocks;
}
