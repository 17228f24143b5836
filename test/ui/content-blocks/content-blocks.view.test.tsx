import { expect } from 'chai';
import { Container } from 'inversify';
import * as blockKinds from '../../../ui/content-blocks/block-kinds.view.js';
import { ContentBlocksView } from '../../../ui/content-blocks/content-blocks.view.js';
import { provideBlockKinds } from '../../../ui/content-blocks/deferred-blocks.js';
import { ContainerProvider } from '../../../ui/di.js';
import { TOKENS } from '../../../ui/tokens.js';
import { ConsentStatus, type ConsentReader } from '../../../ui/services/consent-status.js';
import {
  actAsync,
  pagePerTest,
  render,
  screen,
  userSession,
  waitFor,
  within,
} from '../support/dom.js';
import { aBlocksViewModel } from './content-blocks-builders.js';

const LONG =
  'Somerset offers market towns with good schools, villages with a pub and a shop, and farmland as far as the eye can see, from the Quantocks to the Levels and the coast.';
const card = (id: string) => ({
  property_id: id,
  display_address: `${id} High Street, Taunton`,
  property_channel: 'sales',
  property_url: `/properties/${id}/x`,
  photos: [],
  tags: [],
  price: '£300,000',
});

/** A gallery of the area: one card of one picture. */
const OUR_AREA = {
  id: 'area',
  type: 'gallerySlider',
  title: 'Our area',
  cards: [{ id: 'levels', title: 'The Levels', images: [{ url: '/a.svg' }] }],
};

/** A video section titled 'Around Taunton' (the player's title) with these links. */
const aFilm = (videoUrls: string[]) => ({
  id: 'film',
  type: 'videoSection',
  title: 'Around Taunton',
  videoUrls,
});

/** The blocks in a container whose maps are off (the branch map shows its address list). */
async function show(blocks: unknown[], consent: ConsentReader = { state: 'accepted' }) {
  const container = new Container();
  container.bind(TOKENS.maps).toConstantValue({
    available: false,
    render: async () => ({ _tag: 'Left', left: { kind: 'network' } }),
  } as never);
  const built = aBlocksViewModel(blocks, { consent });
  await render(
    <ContainerProvider container={container}>
      <ContentBlocksView vm={built.vm} />
    </ContainerProvider>,
  );
  return built;
}

describe('ContentBlocksView (jsdom)', () => {
  let user: ReturnType<typeof userSession>;
  before(() => provideBlockKinds(blockKinds));
  pagePerTest();
  beforeEach(() => {
    user = userSession();
  });

  it('gives each block its title at the heading level it asks for, as a named region, in order', async () => {
    await show([
      { id: 'hero', type: 'textOverImage', title: 'Welcome to Somerset', titleHeading: 'h1' },
      {
        id: 'services',
        type: 'expandableIconList',
        title: 'How we can help',
        titleHeading: 3,
        items: [{ id: 'a', title: 'Sales' }],
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Somerset' })).to.not.equal(
      null,
    );
    const region = screen.getByRole('region', { name: 'How we can help' });
    expect(within(region).getByRole('heading', { level: 3, name: 'How we can help' })).to.not.equal(
      null,
    );
  });

  it('shows text that tries to run script as text, and runs nothing', async () => {
    await show([
      {
        id: 'hero',
        type: 'textOverImage',
        title: '<img src=x onerror=alert(1)>',
        description: '</p><script>window.hacked = 1</script>',
      },
    ]);
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).to.not.equal(
      null,
    );
    expect(document.querySelector('script, img[onerror]')).to.equal(null);
    expect(document.body.textContent).to.contain('<script>window.hacked = 1</script>');
  });

  it('puts agency HTML through the one sanitiser: its words stay, its script and handlers go', async () => {
    await show([
      {
        id: 'hero',
        type: 'textOverImage',
        title: 'About us',
        description: 'Plain words',
        html: '<p>Since <strong>1887</strong></p><img src="/x.png" onerror="window.hacked=1"><script>window.hacked=1</script>',
      },
    ]);
    await waitFor(() =>
      expect(document.querySelector('.hero__html strong')?.textContent).to.equal('1887'),
    );
    expect(document.querySelector('.hero__html script, .hero__html [onerror]')).to.equal(null);
  });

  it('opens one item of an icon list at a time with disclosure buttons, from the keyboard too', async () => {
    await show([
      {
        id: 'services',
        type: 'expandableIconList',
        title: 'How we can help',
        items: [
          { id: 'a', title: 'Sales', para: 'We sell homes.', lists: ['Valuations'] },
          { id: 'b', title: 'Lettings', para: 'We let homes.' },
        ],
      },
    ]);
    const sales = screen.getByRole('button', { name: 'Sales' });
    const lettings = screen.getByRole('button', { name: 'Lettings' });
    const panel = () => document.getElementById(sales.getAttribute('aria-controls') ?? '');
    expect(sales.getAttribute('aria-expanded')).to.equal('false');
    expect(panel()?.hidden).to.equal(true);
    sales.focus();
    await user.keyboard('{Enter}');
    expect(sales.getAttribute('aria-expanded')).to.equal('true');
    expect(panel()?.hidden).to.equal(false);
    expect(within(panel() as HTMLElement).getByText('We sell homes.')).to.not.equal(null);
    await user.click(lettings);
    expect([
      sales.getAttribute('aria-expanded'),
      lettings.getAttribute('aria-expanded'),
    ]).to.deep.equal(['false', 'true']);
    await user.click(lettings);
    expect(lettings.getAttribute('aria-expanded')).to.equal('false');
  });

  it('offers Read more / Read less on a long text, with the full text kept for larger screens', async () => {
    await show([
      {
        id: 'intro',
        type: 'expandableIconList',
        title: 'Our area',
        description: LONG,
        items: [{ id: 'a', title: 'Sales' }],
      },
    ]);
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(document.querySelector('.truncatable__preview')?.textContent?.endsWith('…')).to.equal(
      true,
    );
    expect(document.querySelector('.truncatable__full')?.textContent).to.equal(LONG);
    await user.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Read less' }).getAttribute('aria-expanded'),
    ).to.equal('true');
    expect(document.querySelector('.truncatable--expanded')).to.not.equal(null);
  });

  it('slides property cards one at a time with named buttons, cards out of view hidden from keyboard and screen readers', async () => {
    await show([
      {
        id: 'featured',
        type: 'propertyCardSlider',
        title: 'Featured properties',
        properties: ['1', '2', '3', '4', '5', '6'].map(card),
      },
    ]);
    const slider = screen.getByRole('group', { name: 'Featured properties' });
    expect(slider.getAttribute('aria-roledescription')).to.equal('carousel');
    const slides = () =>
      within(slider)
        .getAllByRole('group', { hidden: true })
        .filter((el) => el.getAttribute('aria-roledescription') === 'slide');
    expect(slides()).to.have.length(6);
    expect(
      slides()
        .filter((el) => !el.hasAttribute('inert'))
        .map((el) => el.getAttribute('aria-label')),
    ).to.deep.equal([
      '1 of 6: £300,000, 1 High Street, Taunton',
      '2 of 6: £300,000, 2 High Street, Taunton',
      '3 of 6: £300,000, 3 High Street, Taunton',
      '4 of 6: £300,000, 4 High Street, Taunton',
    ]);
    await user.click(within(slider).getByRole('button', { name: 'Next property' }));
    expect(slides()[0]?.hasAttribute('inert')).to.equal(true);
    expect(slides()[4]?.hasAttribute('inert')).to.equal(false);
    expect(within(slider).getByRole('button', { name: 'Pause slide show' })).to.not.equal(null);
  });

  it('links gallery cards and sales events to their carousels (SPEC §2 carousel variants)', async () => {
    await show([
      {
        id: 'area',
        type: 'gallerySlider',
        title: 'Our area',
        cards: [
          { id: 'levels', title: 'The Levels', images: [{ url: '/a.svg' }, { url: '/b.svg' }] },
        ],
      },
      {
        id: 'sales',
        type: 'imageEvents',
        source: 'antiques-sales-event',
        title: 'Sales',
        events: [
          { id: '5', title: 'Winter sale', date: '2026-12-05', images: [{ url: '/c.svg' }] },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: /The Levels/ }).getAttribute('href')).to.equal(
      '#/gallery-card-slider-expand/levels/area',
    );
    expect(
      screen.getByRole('link', { name: 'See 1 photo of Winter sale' }).getAttribute('href'),
    ).to.equal('#/antiques-sales-event/5');
    expect(screen.getByText('5 December 2026')).to.not.equal(null);
  });

  it("loads the page's lead picture first and at once (a history photo below a plain hero), every other picture lazily", async () => {
    await show([
      {
        id: 'about',
        type: 'textOverImage',
        title: 'About us',
        titleHeading: 'h1',
        description: 'Since 1887.',
      },
      {
        id: 'history',
        type: 'imageEvents',
        source: 'history-images',
        title: 'Our history',
        events: [
          { id: '1887', title: 'The first office', images: [{ url: '/first.svg' }] },
          { id: '1952', title: 'Into Bridgwater', images: [{ url: '/second.svg' }] },
        ],
      },
      OUR_AREA,
    ]);
    const picture = (src: string) => document.querySelector(`img[src="${src}"]`)!;
    expect(picture('/first.svg').getAttribute('fetchpriority')).to.equal('high');
    expect(
      picture('/first.svg').hasAttribute('loading'),
      'the lead picture is never lazy',
    ).to.equal(false);
    for (const src of ['/second.svg', '/a.svg']) {
      expect(picture(src).getAttribute('loading'), src).to.equal('lazy');
      expect(picture(src).hasAttribute('fetchpriority'), src).to.equal(false);
    }
    expect(document.querySelectorAll('img[fetchpriority="high"]')).to.have.length(1);
  });

  it("keeps a home page's hero picture as its lead picture, and the gallery below it lazy", async () => {
    await show([
      {
        id: 'hero',
        type: 'textOverImage',
        title: 'Welcome',
        titleHeading: 'h1',
        backgroundImageUrl: '/hero.svg',
        showSearch: false,
      },
      OUR_AREA,
    ]);
    expect(document.querySelector('img[src="/hero.svg"]')!.getAttribute('fetchpriority')).to.equal(
      'high',
    );
    expect(document.querySelector('img[src="/a.svg"]')!.getAttribute('loading')).to.equal('lazy');
  });

  it('shows a location card’s merged opening hours, phone link and directions', async () => {
    await show([
      {
        id: 'office',
        type: 'locationCard',
        title: 'Visit us',
        address: '12 Hammet Street',
        contactNumber: '01823 250100',
        getDirectionsLink: 'https://www.openstreetmap.org/',
        openingHours: [1, 2, 3, 4, 5].map((day) => ({
          day_of_week: day,
          open_time: '09:00',
          close_time: '17:30',
        })),
      },
    ]);
    expect(screen.getByText('Mon – Fri')).to.not.equal(null);
    expect(screen.getByText('9am – 5:30pm')).to.not.equal(null);
    expect(screen.getByRole('link', { name: '01823 250100' }).getAttribute('href')).to.equal(
      'tel:01823250100',
    );
    const directions = screen
      .getAllByRole('link')
      .find((link) => link.textContent?.startsWith('Get directions'));
    expect(directions?.textContent).to.equal(
      'Get directions to 12 Hammet Street (opens in a new tab)',
    );
    expect(directions?.getAttribute('target')).to.equal('_blank');
  });

  it('lists the offices without a map, and opens an agency form from a form block', async () => {
    await show([
      { id: 'offices', type: 'branchMap', title: 'Our offices' },
      {
        id: 'careers',
        type: 'formBlock',
        title: 'Work with us',
        form: {
          id: '702',
          name: 'Apply to join our team',
          elements: [{ fieldName: 'cv', friendlyName: 'CV', inputType: 'file' }],
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Taunton' }).getAttribute('href')).to.equal(
      '/branches/taunton',
    );
    expect(screen.getByRole('link', { name: 'Wellington' })).to.not.equal(null);
    expect(
      screen.getByRole('link', { name: 'Apply to join our team' }).getAttribute('href'),
    ).to.equal('#/form/702');
    expect(screen.getByText('You can attach your CV (up to 10 MB).')).to.not.equal(null);
  });

  it('puts in a titled player after the visitor accepted cookies, and nothing for a link it does not accept', async () => {
    const { logged } = await show([
      aFilm(['https://www.youtube.com/watch?v=abc123def45', 'https://nope.example/v.mp4']),
    ]);
    await waitFor(() =>
      expect(document.querySelector('iframe')?.getAttribute('title')).to.equal('Around Taunton'),
    );
    expect(document.querySelectorAll('iframe, video')).to.have.length(1);
    expect(logged).to.deep.equal(['Video format not supported: https://nope.example/v.mp4']);
  });

  it('shows a poster before a choice, asks nothing of the host, and loads the player when play is pressed', async () => {
    await show([aFilm(['https://vimeo.com/123456789'])], { state: 'undecided' });
    const play = await screen.findByRole('button', { name: "Play video (loads Vimeo's player)" });
    expect(document.querySelector('iframe')).to.equal(null);
    await user.click(play);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('src')).to.equal(
        'https://player.vimeo.com/video/123456789',
      ),
    );
  });

  it('puts the player in by itself once the visitor accepts cookies', async () => {
    const consent = new ConsentStatus('unknown');
    await show([aFilm(['https://youtu.be/abc123def45'])], consent);
    await screen.findByRole('button', { name: "Play video (loads YouTube's player)" });
    await actAsync(() => consent.decide('accepted'));
    await waitFor(() =>
      expect(document.querySelector('iframe')?.getAttribute('title')).to.equal('Around Taunton'),
    );
  });
});
