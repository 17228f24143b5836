import { expect } from 'chai';
import fc from 'fast-check';
import {
  CONTENT_BLOCK_TYPES,
  type ContentBlock,
  type ContentBlockOf,
} from '../../../core/content/content-block.js';
import { decodeContentBlocks, headingLevel } from '../../../core/content/content-blocks.js';
import {
  LEAD_PICTURE_BLOCKS,
  blockFirstPicture,
  contentBlockImages,
  leadPictureBlockId,
} from '../../../core/content/content-block-pictures.js';

const card = {
  property_id: '1001',
  display_address: '1 High Street, Taunton',
  property_channel: 'sales',
  property_url: '/properties/1001/x',
  photos: [],
  tags: [],
};
const photo = (n: number) => ({ url: `/images/gallery/${n}.svg`, caption: `Photo ${n}` });

/** An item of an expandable icon list with every field set. */
const SERVICES_ITEM = {
  id: 'a',
  title: 'Sales',
  icon: 'home',
  para: 'We sell homes.',
  lists: ['Valuations', 'Marketing'],
  listsDesktopOnly: true,
  linkUrl: '/property-for-sale',
};

/** One valid block of each kind, as the platform writes them. */
const VALID: Readonly<Record<string, Record<string, unknown>>> = {
  textOverImage: {
    id: 'hero',
    type: 'textOverImage',
    title: 'Welcome',
    titleHeading: 'h1',
    description: 'Homes across Somerset',
    backgroundImageUrl: '/images/hero.svg',
    showSearch: true,
    buttons: [{ text: 'Book a valuation', url: '#/book-a-valuation' }],
  },
  expandableIconList: {
    id: 'services',
    type: 'expandableIconList',
    title: 'Services',
    items: [SERVICES_ITEM],
  },
  branchMap: { id: 'offices', type: 'branchMap', title: 'Our offices', branchIds: ['1', 2] },
  gallerySlider: {
    id: 'area',
    type: 'gallerySlider',
    title: 'Our area',
    cards: [{ id: 'c1', title: 'Taunton', images: [photo(1), photo(2)] }],
  },
  propertyCardSlider: {
    id: 'featured',
    type: 'propertyCardSlider',
    title: 'Featured',
    properties: [card],
  },
  locationCard: {
    id: 'taunton',
    type: 'locationCard',
    title: 'Taunton office',
    address: '1 Hammet Street',
    openingHours: [{ day_of_week: 1, open_time: '09:00', close_time: '17:30' }],
    showIcons: 'true',
    contactNumber: '01823 250100',
    getDirectionsLink: 'https://www.openstreetmap.org/?mlat=51&mlon=-3',
  },
  articlesSlider: {
    id: 'news',
    type: 'articlesSlider',
    articles: [{ title: 'Moving guide', url: '/articles/moving' }],
  },
  videoSection: {
    id: 'film',
    type: 'videoSection',
    videoUrl: 'https://www.youtube.com/watch?v=abc123def45',
    subtitle: 'A tour',
  },
  placesMap: {
    id: 'places',
    type: 'placesMap',
    places: [{ id: 'p1', name: 'Taunton', lat: 51.01, lng: -3.1 }],
  },
  formBlock: {
    id: 'careers',
    type: 'formBlock',
    title: 'Careers',
    form: {
      id: '77',
      name: 'Careers',
      elements: [{ fieldName: 'cv', friendlyName: 'Your CV', inputType: 'file', required: true }],
    },
  },
  imageEvents: {
    id: 'sales',
    type: 'imageEvents',
    source: 'agricultural-sales-event',
    events: [{ id: 'e1', title: 'Spring machinery sale', date: '2026-04-11', images: [photo(3)] }],
  },
};

function decode(value: unknown): { blocks: ContentBlock[]; problems: string[] } {
  const problems: string[] = [];
  return { blocks: decodeContentBlocks(value, problems), problems };
}

function only<T extends ContentBlock['type']>(
  raw: Record<string, unknown>,
  type: T,
): ContentBlockOf<T> {
  const { blocks, problems } = decode([raw]);
  expect(problems, problems.join('\n')).to.deep.equal([]);
  expect(blocks).to.have.length(1);
  expect(blocks[0]!.type).to.equal(type);
  return blocks[0] as ContentBlockOf<T>;
}

describe('decodeContentBlocks', () => {
  it('decodes one block of every kind of SPEC §1, in order, with nothing to report', () => {
    const { blocks, problems } = decode(Object.values(VALID));
    expect(problems).to.deep.equal([]);
    expect(blocks.map((b) => b.type)).to.deep.equal([...CONTENT_BLOCK_TYPES]);
  });

  it('reads the common fields: title, heading level, description, background, truncation, margin and buttons', () => {
    const block = only(
      { ...VALID['textOverImage'], mobileTruncateAmount: '90', noMargin: 1 },
      'textOverImage',
    );
    expect(block).to.include({
      id: 'hero',
      title: 'Welcome',
      titleHeading: 1,
      description: 'Homes across Somerset',
      backgroundImageUrl: '/images/hero.svg',
      mobileTruncateAmount: 90,
      noMargin: true,
      showSearch: true,
    });
    expect(block.buttons).to.deep.equal([
      { text: 'Book a valuation', url: '#/book-a-valuation', displayAsLink: false },
    ]);
  });

  it('skips a broken block, says where it was, and keeps the others', () => {
    const { blocks, problems } = decode([
      VALID['textOverImage'],
      { id: 'x', type: 'quiz' },
      'not a block',
      { type: 'branchMap' },
      VALID['branchMap'],
    ]);
    expect(blocks.map((b) => b.id)).to.deep.equal(['hero', 'offices']);
    expect(problems).to.have.length(3);
    expect(problems[0]).to.equal('page.data.contentBlocks[1].type: unknown block type "quiz"');
    expect(problems[1]).to.match(/^page\.data\.contentBlocks\[2\]: expected a block/);
    expect(problems[2]).to.match(/^page\.data\.contentBlocks\[3\]/);
  });

  it('skips blocks with nothing to show: no cards, no places, no videos, no articles, no items, an unreadable form', () => {
    const empty = [
      { id: 'a', type: 'propertyCardSlider', properties: [] },
      { id: 'b', type: 'placesMap', places: [{ id: 'p', name: 'Nowhere', lat: 120, lng: 0 }] },
      { id: 'c', type: 'videoSection' },
      { id: 'd', type: 'articlesSlider', articles: 'none' },
      { id: 'e', type: 'expandableIconList', items: [{ title: 'no id' }] },
      { id: 'f', type: 'formBlock', form: { id: '1', elements: [] } },
      { id: 'g', type: 'gallerySlider', cards: [{ id: 'c', title: 'no images', images: [] }] },
      { id: 'h', type: 'imageEvents', source: 'garden-party', events: [] },
    ];
    const { blocks, problems } = decode(empty);
    expect(blocks).to.deep.equal([]);
    for (const id of ['[0]', '[1]', '[2]', '[3]', '[4]', '[5]', '[6]', '[7]'])
      expect(
        problems.some((p) => p.includes(`contentBlocks${id}`)),
        id,
      ).to.equal(true);
  });

  it('keeps a block whose links are unsafe, without them', () => {
    const { blocks, problems } = decode([
      {
        ...VALID['textOverImage'],
        backgroundImageUrl: 'javascript:alert(1)',
        buttons: [
          { text: 'Bad', url: 'javascript:alert(1)' },
          { text: 'Good', url: '/branches' },
        ],
      },
      {
        ...VALID['locationCard'],
        getDirectionsLink: '//evil.example/map',
        imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
      },
    ]);
    expect(blocks).to.have.length(2);
    expect(blocks[0]!.backgroundImageUrl).to.equal(undefined);
    expect(blocks[0]!.buttons.map((b) => b.text)).to.deep.equal(['Good']);
    const location = blocks[1] as ContentBlockOf<'locationCard'>;
    expect(location.getDirectionsLink).to.equal(undefined);
    expect(location.imageUrl).to.equal(undefined);
    expect(problems).to.deep.equal([
      'page.data.contentBlocks[0].backgroundImageUrl: not a safe image address',
      'page.data.contentBlocks[0].buttons[0].url: not a safe link',
      'page.data.contentBlocks[1].imageUrl: not a safe link',
      'page.data.contentBlocks[1].getDirectionsLink: not a safe link',
    ]);
  });

  it('keeps the first of two blocks with one id (ids name gallery routes)', () => {
    const { blocks, problems } = decode([
      VALID['branchMap'],
      { ...VALID['placesMap'], id: 'offices' },
    ]);
    expect(blocks.map((b) => b.type)).to.deep.equal(['branchMap']);
    expect(problems).to.deep.equal([
      'page.data.contentBlocks[1].id: offices is used by an earlier block; skipped',
    ]);
  });

  it('reads each kind’s own fields', () => {
    const list = only(VALID['expandableIconList']!, 'expandableIconList');
    expect(list.items).to.deep.equal([SERVICES_ITEM]);
    expect(only(VALID['branchMap']!, 'branchMap').branchIds).to.deep.equal(['1', '2']);
    const location = only(VALID['locationCard']!, 'locationCard');
    expect(location).to.include({
      address: '1 Hammet Street',
      showIcons: true,
      showBranchesCarousel: false,
      contactNumber: '01823 250100',
    });
    expect(location.openingHours).to.have.length(1);
    expect(only(VALID['videoSection']!, 'videoSection').videoUrls).to.deep.equal([
      'https://www.youtube.com/watch?v=abc123def45',
    ]);
    expect(only(VALID['formBlock']!, 'formBlock').form.elements[0]).to.include({
      fieldName: 'cv',
      inputType: 'file',
      required: true,
    });
    expect(only(VALID['imageEvents']!, 'imageEvents')).to.include({
      source: 'agricultural-sales-event',
    });
    expect(
      only(VALID['propertyCardSlider']!, 'propertyCardSlider').properties[0]!.property_id,
    ).to.equal('1001');
  });

  it('is total: whatever the page data holds, it answers blocks of known kinds and never throws (property)', () => {
    const blockish = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        type: fc.oneof(fc.constantFrom(...CONTENT_BLOCK_TYPES), fc.string()),
        title: fc.anything(),
        titleHeading: fc.anything(),
        buttons: fc.anything(),
        items: fc.anything(),
        cards: fc.anything(),
        properties: fc.anything(),
        openingHours: fc.anything(),
        places: fc.anything(),
        form: fc.anything(),
        events: fc.anything(),
        source: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(fc.oneof(blockish, fc.anything()))), (value) => {
        const problems: string[] = [];
        const blocks = decodeContentBlocks(value, problems);
        for (const block of blocks) expect(CONTENT_BLOCK_TYPES).to.include(block.type);
        expect(new Set(blocks.map((b) => b.id)).size).to.equal(blocks.length);
      }),
    );
  });
});

describe('headingLevel', () => {
  it("reads 'h3', 'H3', 3 and '3' as level 3, and anything else as h2", () => {
    for (const value of ['h3', 'H3', 3, '3', ' h3 '])
      expect(headingLevel(value), String(value)).to.equal(3);
    for (const value of [undefined, null, 'h7', 0, 'big', 2.5, {}])
      expect(headingLevel(value), String(value)).to.equal(2);
  });
});

describe('contentBlockImages (the carousel variants of SPEC §2)', () => {
  const blocks = decodeContentBlocks(
    [
      {
        id: 'area',
        type: 'gallerySlider',
        cards: [
          { id: 'c1', title: 'Taunton', images: [photo(1)] },
          { id: 'c2', title: 'Wellington', images: [photo(2), photo(3)] },
        ],
      },
      {
        id: 'more',
        type: 'gallerySlider',
        cards: [{ id: 'c1', title: 'Bridgwater', images: [photo(9)] }],
      },
      {
        id: 'sales',
        type: 'imageEvents',
        source: 'antiques-sales-event',
        events: [{ id: '5', title: 'Winter fine art sale', images: [photo(4)] }],
      },
    ],
    [],
  );

  it("opens a gallery card's images, in the named block", () => {
    expect(
      contentBlockImages(blocks, {
        source: 'gallery-card-slider-expand',
        id: 'c2',
        contentBlockId: 'area',
      }).map((p) => p.url),
    ).to.deep.equal([photo(2).url, photo(3).url]);
    expect(
      contentBlockImages(blocks, {
        source: 'gallery-card-slider-expand',
        id: 'c1',
        contentBlockId: 'more',
      }).map((p) => p.url),
    ).to.deep.equal([photo(9).url]);
    expect(
      contentBlockImages(blocks, { source: 'gallery-card-slider-expand', id: 'c1' }).map(
        (p) => p.url,
      ),
    ).to.deep.equal([photo(1).url]);
  });

  it("opens an event's images for its own source only, and nothing for an unknown id", () => {
    expect(contentBlockImages(blocks, { source: 'antiques-sales-event', id: '5' })).to.have.length(
      1,
    );
    expect(
      contentBlockImages(blocks, { source: 'agricultural-sales-event', id: '5' }),
    ).to.deep.equal([]);
    expect(contentBlockImages(blocks, { source: 'antiques-sales-event', id: '6' })).to.deep.equal(
      [],
    );
    expect(contentBlockImages(blocks, { source: 'antiques-sales-event' })).to.deep.equal([]);
  });
});

describe("leadPictureBlockId (the page's lead picture: fetched first, never lazily)", () => {
  const blocksOf = (...raws: Record<string, unknown>[]) => decodeContentBlocks(raws, []);
  const plainHero = {
    id: 'about',
    type: 'textOverImage',
    title: 'About us',
    titleHeading: 'h1',
    description: 'Since 1887.',
  };

  it("is a hero's picture when the page opens with one (a home page)", () => {
    const blocks = blocksOf(VALID.textOverImage!, VALID.gallerySlider!);
    expect(leadPictureBlockId(blocks)).to.equal('hero');
    expect(blockFirstPicture(blocks[0]!)).to.equal('/images/hero.svg');
  });

  it("is the second block's first picture below a hero without one (the about page's history)", () => {
    const blocks = blocksOf(plainHero, VALID.imageEvents!, VALID.gallerySlider!);
    expect(leadPictureBlockId(blocks)).to.equal('sales');
    expect(blockFirstPicture(blocks[1]!)).to.equal(photo(3).url);
  });

  it('skips a gallery card or an event without pictures for the first that has one', () => {
    const [gallery] = blocksOf({
      id: 'g',
      type: 'gallerySlider',
      cards: [
        { id: 'empty', title: 'Soon', images: [] },
        { id: 'c2', title: 'Wells', images: [photo(7)] },
      ],
    });
    expect(blockFirstPicture(gallery!)).to.equal(photo(7).url);
  });

  it('is none when the first blocks show no picture: a picture further down is lazily loaded like the rest', () => {
    expect(
      leadPictureBlockId(blocksOf(plainHero, VALID.expandableIconList!, VALID.gallerySlider!)),
    ).to.equal(undefined);
    expect(leadPictureBlockId([])).to.equal(undefined);
    expect(
      blockFirstPicture(blocksOf(VALID.propertyCardSlider!)[0]!),
      'property cards load their own photos',
    ).to.equal(undefined);
  });

  it('is always the first block, within the first LEAD_PICTURE_BLOCKS, that shows a picture', () => {
    const kinds = Object.values(VALID);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: kinds.length - 1 }), { maxLength: 6 }),
        (picks) => {
          const blocks = blocksOf(...picks.map((k, i) => ({ ...kinds[k]!, id: `b${i}` })));
          const lead = leadPictureBlockId(blocks);
          const withPicture = blocks
            .slice(0, LEAD_PICTURE_BLOCKS)
            .filter((block) => blockFirstPicture(block) !== undefined);
          expect(lead).to.equal(withPicture[0]?.id);
        },
      ),
    );
  });
});
