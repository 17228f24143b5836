/** Photo, floorplan, EPC and video lists for a listing, pointing at the generated images. */
import type { Country, Photo, VideoLink } from '../../core/index.js';
import type { ExteriorStyle } from './listing-kinds.js';
import type { Random } from './prng.js';

const ROOM_CAPTIONS: Readonly<Record<string, string>> = {
  sitting: 'Sitting room',
  kitchen: 'Kitchen',
  dining: 'Dining room',
  bedroom: 'Bedroom',
  bathroom: 'Bathroom',
  study: 'Study',
  office: 'Office space',
  reception: 'Reception area',
};

const HOME_ROOMS = ['sitting', 'kitchen', 'dining', 'bedroom', 'bathroom', 'bedroom', 'study'];
const FLAT_ROOMS = ['sitting', 'kitchen', 'bedroom', 'bathroom', 'dining'];
const COMMERCIAL_ROOMS = ['office', 'reception', 'office', 'kitchen'];
const LAND_VIEWS = [
  'The land',
  'Field boundaries',
  'Access track',
  'View across the holding',
  'Hedgerows and pasture',
  'Water supply',
];

/** 4–8 photos: the outside first, then rooms (or views of the land), with captions and alt text. */
export function photosFor(
  id: string,
  style: ExteriorStyle | 'land',
  address: string,
  garden: boolean,
  random: Random,
): Photo[] {
  const count = random.int(4, 8);
  const photos: Photo[] = [];
  const add = (url: string, caption: string) =>
    photos.push({ url, caption, imageAlt: `${caption}, ${address}` });
  if (style === 'land') {
    for (let i = 0; i < count; i += 1)
      add(`/images/land/${id}-${i}.svg`, LAND_VIEWS[i % LAND_VIEWS.length] ?? 'The land');
    return photos;
  }
  add(
    `/images/exterior/${style}-${id}.svg`,
    style === 'office' || style === 'retail' || style === 'industrial'
      ? 'The premises'
      : 'Front elevation',
  );
  const rooms =
    style === 'flat'
      ? FLAT_ROOMS
      : style === 'office' || style === 'retail' || style === 'industrial'
        ? COMMERCIAL_ROOMS
        : HOME_ROOMS;
  let bedroomNumber = 0;
  for (let i = 0; photos.length < count - (garden ? 1 : 0) && i < rooms.length; i += 1) {
    const room = rooms[i] ?? 'sitting';
    let caption = ROOM_CAPTIONS[room] ?? 'Room';
    if (room === 'bedroom') {
      bedroomNumber += 1;
      caption = bedroomNumber === 1 ? 'Principal bedroom' : `Bedroom ${bedroomNumber}`;
    }
    add(`/images/interior/${room}-${id}-${i}.svg`, caption);
  }
  if (garden) add(`/images/garden/${id}.svg`, 'Garden');
  while (photos.length < count)
    add(`/images/exterior/${style}-${id}-r${photos.length}.svg`, 'Rear elevation');
  return photos;
}

/** One floorplan per floor: bungalows, flats and commercial units have one floor. */
export function floorplansFor(
  id: string,
  style: ExteriorStyle | 'land',
  bedrooms: number,
): Photo[] {
  if (style === 'land') return [];
  const singleFloor = style === 'bungalow' || style === 'flat' || bedrooms === 0;
  const floors = singleFloor ? ['single'] : ['ground', 'first'];
  return floors.map((floor) => ({
    url: `/images/floorplan/${id}-${floor}-${bedrooms}.svg`,
    caption: floor === 'single' ? 'Floorplan' : floor === 'ground' ? 'Ground floor' : 'First floor',
    imageAlt:
      floor === 'single' ? 'Floor plan' : `${floor === 'ground' ? 'Ground' : 'First'} floor plan`,
  }));
}

const EPC_BANDS: readonly (readonly [number, string])[] = [
  [92, 'A'],
  [81, 'B'],
  [69, 'C'],
  [55, 'D'],
  [39, 'E'],
  [21, 'F'],
  [1, 'G'],
];

/** The EPC band letter of a SAP score (1–100). */
export function epcBand(score: number): string {
  return EPC_BANDS.find(([min]) => score >= min)?.[1] ?? 'G';
}

export interface EpcRating {
  readonly current: number;
  readonly potential: number;
}

export function epcFor(random: Random): EpcRating {
  const current = random.int(38, 84);
  return { current, potential: Math.min(96, current + random.int(6, 24)) };
}

/**
 * The EPC chart of a home: England and Wales share one chart, which says so; Scotland's says
 * Scotland (its certificates are issued under Scotland's own regulations).
 */
export function epcChartsFor(rating: EpcRating | undefined, country: Country = 'england'): Photo[] {
  if (!rating) return [];
  return [
    {
      url: `/images/epc/${country === 'scotland' ? 'scotland/' : ''}${rating.current}-${rating.potential}.svg`,
      caption: `Energy performance: ${epcBand(rating.current)} (${rating.current}), potential ${epcBand(rating.potential)} (${rating.potential})`,
      imageAlt: `EPC chart: current rating ${epcBand(rating.current)}, potential ${epcBand(rating.potential)}`,
    },
  ];
}

const YOUTUBE_IDS = ['aqz-KE-bpKQ', 'ScMzIvxBSi4', 'LXb3EKWsInQ', 'jNQXAC9IVRw', 'M7lc1UVf-VE'];
const VIMEO_IDS = ['76979871', '148751763', '22439234'];

export interface VideoSet {
  readonly propertyVideos: VideoLink[];
  readonly virtualTours: VideoLink[];
  readonly videoUrl?: string;
}

/**
 * Videos and tours. The showcase listing carries every case the front end must handle: YouTube,
 * Vimeo, a Matterport tour, an unsupported host, a property-report link and a duplicate.
 */
export function videosFor(id: string, index: number, showcase: boolean): VideoSet {
  const youtube = (n: number): VideoLink => ({
    id: `${id}-yt${n}`,
    url: `https://www.youtube.com/watch?v=${YOUTUBE_IDS[n % YOUTUBE_IDS.length]}`,
    title: 'Video tour',
  });
  const tour: VideoLink = {
    id: `${id}-tour`,
    url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    title: '3D virtual tour',
  };
  if (showcase) {
    return {
      propertyVideos: [
        youtube(0),
        { id: `${id}-vimeo`, url: `https://vimeo.com/${VIMEO_IDS[0]}`, title: 'Drone footage' },
        {
          id: `${id}-other`,
          url: 'https://www.dailymotion.com/video/x8m8jtq',
          title: 'Neighbourhood film',
        },
        {
          id: `${id}-report`,
          url: 'https://www.propertyreport.co.uk/reports/sample',
          title: 'Property report',
        },
        { ...youtube(0), id: `${id}-yt0-again` },
      ],
      virtualTours: [tour],
      videoUrl: youtube(0).url,
    };
  }
  const propertyVideos =
    index % 5 === 0
      ? [youtube(index)]
      : index % 9 === 0
        ? [{ id: `${id}-vimeo`, url: `https://vimeo.com/${VIMEO_IDS[index % VIMEO_IDS.length]}` }]
        : [];
  return { propertyVideos, virtualTours: index % 7 === 0 ? [tour] : [] };
}
