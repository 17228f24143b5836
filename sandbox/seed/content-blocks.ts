/**
 * The demo agencies' pages as content blocks (SPEC §1, §3 Content block data), in the wire format
 * the front end decodes (`page.data.contentBlocks`: core/content/content-blocks.ts). Each agency's
 * home is built from its own data by its own composition, so the two homes differ by data only:
 * Oakfield & Vale's uses every block kind, Harbour Homes' a smaller, city-agent set in another
 * order. The about page (`/about-us`) is a content page of blocks too, with the agency's history.
 */
import { capitalise, countInWords } from '../../core/index.js';
import type { AgencyData, Listing } from './types.js';
import { cardOf } from './properties.js';

type Block = Record<string, unknown> & { readonly id: string; readonly type: string };

function isAvailable(l: Listing): boolean {
  return l.detail.status === 'for sale' || l.detail.status === 'to let';
}

/** The newest available homes with photos (no plots), as property cards. */
function featuredCards(agency: AgencyData, channel: 'sales' | 'lettings', count: number) {
  return agency.listings
    .filter(
      (l) =>
        l.detail.property_channel === channel &&
        isAvailable(l) &&
        l.detail.photos.length > 0 &&
        !l.detail.tags.includes('development plot'),
    )
    .sort((a, b) => (b.detail.createdAt ?? '').localeCompare(a.detail.createdAt ?? ''))
    .slice(0, count)
    .map((l) => cardOf(l.detail));
}

function articleCards(agency: AgencyData, count: number) {
  return agency.articles
    .filter((a) => a.topic !== 'Policies' && a.topic !== 'Services' && a.topic !== 'Careers')
    .slice(0, count)
    .map((a) => ({
      title: a.title,
      url: a.url,
      imageUrl: a.imageUrl,
      excerpt: a.excerpt,
      publishedAt: a.publishedAt,
      topic: a.topic,
      topicSlug: a.topicSlug,
    }));
}

function hero(agency: AgencyData): Block {
  const { hero: h } = agency.home;
  return {
    id: 'hero',
    type: 'textOverImage',
    title: h.title,
    titleHeading: 'h1',
    description: h.description,
    backgroundImageUrl: h.backgroundImageUrl,
    imageAlt: '',
    showSearch: true,
    noMargin: true,
    buttons: h.buttons,
  };
}

function intro(agency: AgencyData): Block {
  return {
    id: 'intro',
    type: 'textOverImage',
    title: agency.home.intro.title,
    description: agency.home.intro.description,
    buttons: [{ text: 'Meet our offices', url: '/branches', displayAsLink: true }],
  };
}

/** 'seven offices': the count the branch finder shows, never a number written by hand. */
function offices(agency: AgencyData): string {
  return countInWords(agency.branches.length, 'office', 'offices');
}

/** The places the agency covers, with their positions (towns only). */
function places(agency: AgencyData, count: number): Record<string, unknown>[] {
  return agency.places
    .filter((p) => p.kind === 'town')
    .slice(0, count)
    .map((p) => ({
      id: p.place_id,
      name: p.name,
      lat: p.latitude,
      lng: p.longitude,
      description: `Homes in ${p.name}, ${p.county_name}`,
      url: `/locations/${p.slug}`,
    }));
}

function locationCard(agency: AgencyData, carousel: boolean): Block {
  const branch = agency.branches[0]!;
  const slug = branch.branchUrl.split('/').pop() ?? branch.id;
  return {
    id: `visit-${slug}`,
    type: 'locationCard',
    title: `Visit our ${branch.branchName} office`,
    para: `Call in for a chat about buying, selling or letting. Our ${branch.branchName} team know every street in the area, and the kettle is always on. We can arrange a valuation at a time that suits you, including Saturdays.`,
    address: branch.address,
    openingHours: branch.openingHours ?? [],
    imageUrl: `/images/branch/${slug}.svg`,
    imageAlt: `The ${branch.branchName} office`,
    showIcons: true,
    showBranchesCarousel: carousel,
    contactNumber: branch.branchContactNumber,
    getDirectionsLink: `https://www.openstreetmap.org/?mlat=${branch.latitude}&mlon=${branch.longitude}#map=17/${branch.latitude}/${branch.longitude}`,
  };
}

const OAKFIELD_SERVICES = [
  {
    id: 'sales',
    icon: 'home',
    title: 'Selling your home',
    para: 'An honest valuation, photography and floorplans, and accompanied viewings, Saturdays included.',
    lists: ['Free market appraisal', 'Professional photography', 'Rightmove and Zoopla'],
    linkUrl: '/articles/selling-with-oakfield-and-vale',
  },
  {
    id: 'lettings',
    icon: 'key',
    title: 'Letting and management',
    para: 'From finding a tenant to full management, with every legal check done for you.',
    lists: ['Tenant find', 'Rent collection', 'Full management'],
    listsDesktopOnly: true,
    linkUrl: '/property-to-rent',
  },
  {
    id: 'agriculture',
    icon: 'tractor',
    title: 'Farms and land',
    para: 'Sales and lettings of farms, land and rural estates, with valuations by our RICS rural surveyors.',
    lists: ['Farm sales', 'Grazing lets', 'Agricultural valuations'],
    linkUrl: '/property-for-sale/tag-agricultural',
  },
  {
    id: 'auctions',
    icon: 'gavel',
    title: 'Property auctions',
    para: 'Monthly auctions in Taunton and online, for homes, land and development sites.',
    lists: ['Monthly sales', 'Online bidding'],
    linkUrl: '/property-for-sale/tag-auction',
  },
  {
    id: 'commercial',
    icon: 'building',
    title: 'Commercial property',
    para: 'Shops, offices and industrial units to buy or let across the county.',
    lists: [],
    linkUrl: '/property-for-sale/tag-commercial',
  },
  {
    id: 'antiques',
    icon: 'vase',
    title: 'Antiques and fine art',
    para: 'Valuations for sale, insurance and probate, monthly sales and quarterly fine art sales at our Taunton saleroom.',
    lists: ['Probate valuations', 'Monthly sales'],
  },
];

/** Oakfield & Vale: a county agent's home, every block kind. */
function oakfieldHome(agency: AgencyData): Block[] {
  const land = (seed: string) => ({
    url: `/images/land/${seed}.svg`,
    caption: 'Somerset farmland',
    imageAlt: 'Fields and hedgerows under a wide sky',
  });
  const garden = (seed: string) => ({
    url: `/images/garden/${seed}.svg`,
    caption: 'A Somerset garden',
    imageAlt: 'A cottage garden with trees',
  });
  const street = (seed: string) => ({
    url: `/images/exterior/house-${seed}.svg`,
    caption: 'Homes in town',
    imageAlt: 'A brick house with a front garden',
  });
  const careers = agency.forms.find((form) => form.id === '702');
  return [
    hero(agency),
    {
      id: 'services',
      type: 'expandableIconList',
      title: 'How we can help',
      description:
        'Seven specialist departments under one roof, from town houses to dairy farms and Georgian furniture. Choose a service to see what we do and how it works.',
      items: OAKFIELD_SERVICES,
    },
    {
      id: 'featured',
      type: 'propertyCardSlider',
      title: 'Featured properties',
      description: 'The newest homes on our books across Somerset.',
      properties: featuredCards(agency, 'sales', 8),
      buttons: [{ text: 'See all property for sale', url: '/property-for-sale' }],
    },
    {
      id: 'somerset',
      type: 'gallerySlider',
      title: 'Life in Somerset',
      description:
        'From the Quantock Hills to the Levels, Somerset offers market towns with good schools, villages with a pub and a shop, and farmland as far as the eye can see. Browse a few of the places our clients call home.',
      mobileTruncateAmount: 120,
      cards: [
        {
          id: 'levels',
          title: 'The Somerset Levels',
          images: [land('levels-1'), land('levels-2'), land('levels-3')],
        },
        {
          id: 'quantocks',
          title: 'The Quantock Hills',
          images: [land('quantocks-1'), land('quantocks-2')],
        },
        {
          id: 'gardens',
          title: 'Cottage gardens',
          images: [garden('cottage-1'), garden('cottage-2'), garden('cottage-3')],
        },
        { id: 'towns', title: 'Market towns', images: [street('town-1'), street('town-2')] },
      ],
    },
    {
      id: 'agricultural-sales',
      type: 'imageEvents',
      source: 'agricultural-sales-event',
      title: 'Agricultural sales',
      description:
        'Machinery, livestock equipment and land, sold at our Cotford St Luke saleground.',
      events: [
        {
          id: 'spring-machinery',
          title: 'Spring machinery sale',
          date: '2026-04-11',
          description: 'Over 400 lots of tractors, implements and tools.',
          images: [land('machinery-1'), land('machinery-2'), land('machinery-3')],
        },
        {
          id: 'autumn-land',
          title: 'Autumn land auction',
          date: '2026-10-03',
          description: 'Eleven lots of pasture and arable land near Wiveliscombe.',
          images: [land('autumn-1'), land('autumn-2')],
        },
      ],
    },
    {
      id: 'antiques-sales',
      type: 'imageEvents',
      source: 'antiques-sales-event',
      title: 'Antiques and fine art sales',
      events: [
        {
          id: 'winter-fine-art',
          title: 'Winter fine art sale',
          date: '2026-12-05',
          description: 'Paintings, silver and country furniture.',
          images: [
            {
              url: '/images/interior/living-antiques-1.svg',
              caption: 'A Georgian bureau',
              imageAlt: 'A room with antique furniture',
            },
            {
              url: '/images/interior/dining-antiques-2.svg',
              caption: 'A dining set',
              imageAlt: 'An antique dining table and chairs',
            },
          ],
        },
      ],
    },
    {
      id: 'auction-sales',
      type: 'imageEvents',
      source: 'property-auction-sales-event',
      title: 'Property auctions',
      events: [
        {
          id: 'december-auction',
          title: 'December property auction',
          date: '2026-12-10',
          description: 'Twelve lots, from a Taunton terrace to a barn for conversion.',
          images: [
            street('auction-1'),
            street('auction-2'),
            {
              url: '/images/exterior/barn-auction-3.svg',
              caption: 'A barn for conversion',
              imageAlt: 'A stone barn',
            },
          ],
        },
      ],
    },
    locationCard(agency, true),
    {
      id: 'film',
      type: 'videoSection',
      title: 'Around Taunton with our team',
      subtitle: 'A short film about the town and its homes',
      description:
        'Eleanor Hartley shows the streets, schools and parks our buyers ask about most.',
      videoUrls: ['https://www.youtube.com/watch?v=oakfieldtnt'],
    },
    {
      id: 'offices',
      type: 'branchMap',
      title: 'Our offices',
      description: `${capitalise(offices(agency))} across Somerset, each with its own local team.`,
    },
    {
      id: 'areas',
      type: 'placesMap',
      title: 'Where we sell',
      description: `Some of the towns our ${offices(agency)} cover.`,
      places: places(agency, 8),
    },
    {
      id: 'news',
      type: 'articlesSlider',
      title: 'News and guides',
      articles: articleCards(agency, 6),
      buttons: [{ text: 'All news and guides', url: '/articles', displayAsLink: true }],
    },
    ...(careers
      ? [
          {
            id: 'careers',
            type: 'formBlock',
            title: 'Work with us',
            description:
              'We are always glad to hear from negotiators, surveyors and auctioneers who love Somerset.',
            form: careers,
          },
        ]
      : []),
  ];
}

/** Harbour Homes: a city agent's home, fewer kinds, another order, its own words. */
function harbourHome(agency: AgencyData): Block[] {
  return [
    hero(agency),
    intro(agency),
    {
      id: 'to-rent',
      type: 'propertyCardSlider',
      title: 'New to rent',
      titleHeading: 'h2',
      properties: featuredCards(agency, 'lettings', 4),
      buttons: [{ text: 'All homes to rent', url: '/property-to-rent', displayAsLink: true }],
    },
    {
      id: 'for-sale',
      type: 'propertyCardSlider',
      title: 'New for sale',
      properties: featuredCards(agency, 'sales', 5),
    },
    {
      id: 'landlords',
      type: 'expandableIconList',
      title: 'For landlords',
      items: [
        {
          id: 'find',
          icon: 'key',
          title: 'Tenant find',
          para: 'We advertise, view and reference; you manage the tenancy.',
          lists: ['Referencing', 'Right to rent checks'],
        },
        {
          id: 'managed',
          icon: 'home',
          title: 'Fully managed',
          para: 'We look after everything, from repairs to deposits, for one monthly fee.',
          lists: ['24-hour repairs line', 'Quarterly inspections'],
          listsDesktopOnly: true,
        },
        {
          id: 'valuation',
          icon: 'chart',
          title: 'Rental valuation',
          para: 'Find out what your flat or house could let for.',
          lists: [],
          linkUrl: '#/form/801',
        },
      ],
    },
    locationCard(agency, false),
    {
      id: 'offices',
      type: 'branchMap',
      title: 'Find us',
      branchIds: agency.branches.map((b) => b.id),
    },
    {
      id: 'news',
      type: 'articlesSlider',
      title: 'From our blog',
      articles: articleCards(agency, 3),
    },
  ];
}

export function homeBlocks(agency: AgencyData): Block[] {
  return agency.slug === 'oakfield' ? oakfieldHome(agency) : harbourHome(agency);
}

/** The about page: the agency's story in blocks, with its history in pictures. */
export function aboutBlocks(agency: AgencyData): Block[] {
  const founded = agency.slug === 'oakfield' ? '1887' : '2009';
  const office = (seed: string, caption: string) => ({
    url: `/images/exterior/house-${seed}.svg`,
    caption,
    imageAlt: caption,
  });
  return [
    {
      id: 'about',
      type: 'textOverImage',
      title: `About ${agency.name}`,
      titleHeading: 'h1',
      // Plain text, not agency HTML: HTML is sanitised in the browser, and at the top of a page its
      // arrival would move what follows (see the README's content-block decisions).
      description: `${agency.description} We have been part of the community since ${founded}. Ask any of our team about the area: most of us live here.`,
      buttons: [{ text: 'Book a valuation', url: '#/book-a-valuation' }],
    },
    {
      id: 'history',
      type: 'imageEvents',
      source: 'history-images',
      title: 'Our history',
      events:
        agency.slug === 'oakfield'
          ? [
              {
                id: '1887',
                title: 'A cattle market office',
                date: '1887',
                description:
                  'Josiah Oakfield opens an auction office beside Taunton cattle market.',
                images: [office('history-1887', 'The first office, 1887')],
              },
              {
                id: '1952',
                title: 'Into Bridgwater',
                date: '1952',
                description: 'Oakfield merges with Vale & Sons and opens on Cornhill.',
                images: [
                  office('history-1952-a', 'Cornhill, 1952'),
                  office('history-1952-b', 'The Vale family'),
                ],
              },
              {
                id: '2001',
                title: 'Fine art rooms',
                date: '2001',
                description: 'The antiques department moves to its own saleroom.',
                images: [office('history-2001', 'The saleroom')],
              },
            ]
          : [
              {
                id: '2009',
                title: 'Harbourside opens',
                date: '2009',
                description: 'Harbour Homes opens by the floating harbour.',
                images: [office('history-2009', 'Our first office')],
              },
            ],
    },
    locationCard(agency, true),
  ];
}
