/**
 * The block kinds below a page's hero (SPEC §1): expandable icon lists, the property card,
 * gallery and articles sliders, sales events and history images, the location card, the video
 * section, the branch and places maps and the form block, each in the frame every block shares
 * (title at its heading level, description with Read more / Read less on phones, buttons). A chunk
 * of its own, hydrated when it arrives (deferred-blocks.ts); the server renders it with the page.
 */
import { observer } from 'mobx-react-lite';
import type { ComponentType, ReactNode } from 'react';
import {
  attachmentNote,
  countOf,
  galleryCardRoute,
  imageEventRoute,
  listingPrice,
  readableDate,
  agencyFormHref,
} from '../../core/index.js';
import type { ContentBlock, DropdownItem, HeadingLevel } from '../../core/index.js';
import { ArticleCardView } from '../articles/article-card.view.js';
import { articleCardViewModel } from '../articles/articles-page.view-model.js';
import { PropertyCardView } from '../property/property-card.view.js';
import { SavePropertyToggleView } from '../user/save-property-button.view.js';
import type { ContentBlocksViewModel } from './content-blocks.view-model.js';
import type { BlockProps } from './content-blocks.view.js';
import { BlockIcon } from './block-icons.view.js';
import {
  BlockButtons,
  Heading,
  MobileTruncatedText,
  leadPictureOf,
  pictureLoading,
  titleId,
} from './block-parts.view.js';
import { blockVideos, sliderOf } from './block-kinds.view-model.js';
import type { BlockKindProps } from './deferred-blocks.js';
import { LocationCardView } from './location-card.view.js';
import { BranchMapView, PlacesMapView, VideoSectionView } from './media-blocks.view.js';
import { SliderView, type SliderSlide } from './slider.view.js';

/** The frame every block shares: title, description, buttons, then the kind's own content. */
function BlockFrame({
  vm,
  block,
  children,
  wide = false,
}: {
  readonly vm: ContentBlocksViewModel;
  readonly block: ContentBlock;
  readonly children?: ReactNode;
  readonly wide?: boolean;
}) {
  const labelled = block.title !== undefined;
  return (
    <section
      className={`block block--${block.type}${block.noMargin ? ' block--flush' : ''}`}
      data-deferred-block={block.id}
      {...(labelled ? { 'aria-labelledby': titleId(block) } : { 'aria-label': block.type })}
    >
      <div className={wide ? 'container container--wide' : 'container'}>
        {labelled ? (
          <Heading level={block.titleHeading} id={titleId(block)} className="block__title">
            {block.title}
          </Heading>
        ) : null}
        {block.description ? (
          <MobileTruncatedText vm={vm} block={block} text={block.description} textKey={block.id} />
        ) : null}
        {children}
        <BlockButtons buttons={block.buttons} />
      </div>
    </section>
  );
}

/** A block of cards in a slider, in the wide frame; `label` names the slider of an untitled block. */
function SliderBlock({
  vm,
  block,
  label,
  noun,
  slides,
}: {
  readonly vm: ContentBlocksViewModel;
  readonly block: ContentBlock;
  readonly label: string;
  readonly noun: string;
  readonly slides: readonly SliderSlide[];
}) {
  return (
    <BlockFrame vm={vm} block={block} wide>
      <SliderView
        vm={sliderOf(vm, block.id, slides.length)}
        label={block.title ?? label}
        noun={noun}
        slides={slides}
      />
    </BlockFrame>
  );
}

/** An expandable icon list: one item open at a time; clicking the open item closes it (disclosure buttons). */
function ExpandableIconList({ vm, block }: BlockProps<'expandableIconList'>) {
  return (
    <BlockFrame vm={vm} block={block}>
      <ul className="expandable-list">
        {block.items.map((item) => (
          <ExpandableItem key={item.id} vm={vm} block={block} item={item} />
        ))}
      </ul>
    </BlockFrame>
  );
}

const ExpandableItem = observer(function ExpandableItem({
  vm,
  block,
  item,
}: {
  readonly vm: ContentBlocksViewModel;
  readonly block: ContentBlock;
  readonly item: DropdownItem;
}) {
  const open = vm.isItemOpen(block.id, item.id);
  const panelId = `panel-${block.id}-${item.id}`.replace(/[^A-Za-z0-9_-]/g, '_');
  const heading = Math.min(6, block.titleHeading + 1) as HeadingLevel;
  return (
    <li className={`expandable-item${open ? ' expandable-item--open' : ''}`}>
      <Heading level={heading} className="expandable-item__heading">
        <button
          type="button"
          className="expandable-item__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => vm.toggleItem(block.id, item.id)}
        >
          <BlockIcon name={item.icon} />
          <span className="expandable-item__title">{item.title}</span>
          <span className="expandable-item__chevron" aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} className="expandable-item__panel" hidden={!open}>
        {item.para ? <p>{item.para}</p> : null}
        {item.lists.length > 0 ? (
          <ul className={`expandable-item__list${item.listsDesktopOnly ? ' desktop-only' : ''}`}>
            {item.lists.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        ) : null}
        {item.linkUrl ? (
          <a className="text-link" href={item.linkUrl}>
            More about {item.title.toLowerCase()}
          </a>
        ) : null}
      </div>
    </li>
  );
});

function PropertyCardSlider({ vm, block }: BlockProps<'propertyCardSlider'>) {
  const cardHeading = Math.min(6, block.titleHeading + 1) as 2 | 3;
  return (
    <SliderBlock
      vm={vm}
      block={block}
      label="Properties"
      noun="property"
      slides={block.properties.map((card, i) => ({
        key: card.property_id,
        label: `${listingPrice(card).text}, ${card.display_address}`,
        content: (
          <PropertyCardView
            card={card}
            now={vm.now}
            displaySstcStatusAsSold={vm.displaySstcStatusAsSold}
            index={i}
            eager={false}
            headingLevel={cardHeading === 2 ? 2 : 3}
            save={
              vm.saves ? (
                <SavePropertyToggleView
                  vm={vm.saves}
                  propertyId={card.property_id}
                  address={card.display_address}
                  card={card}
                />
              ) : undefined
            }
          />
        ),
      }))}
    />
  );
}

/** A card's first picture, decorative beside its title (eager where it is the page's lead picture). */
function CoverImage({
  cover,
  lead,
}: {
  readonly cover: { readonly url: string } | undefined;
  readonly lead: string | undefined;
}) {
  return cover ? (
    <img src={cover.url} alt="" width={480} height={320} {...pictureLoading(cover.url === lead)} />
  ) : null;
}

/** Gallery cards: each opens its images in the gallery carousel ('#/gallery-card-slider-expand/{id}/{block}'). */
function GallerySlider({ vm, block }: BlockProps<'gallerySlider'>) {
  const lead = leadPictureOf(vm, block);
  return (
    <SliderBlock
      vm={vm}
      block={block}
      label="Gallery"
      noun="photo set"
      slides={block.cards.map((card) => ({
        key: card.id,
        label: card.title,
        content: (
          <a className="gallery-card" href={galleryCardRoute(block.id, card.id)}>
            <CoverImage cover={card.images[0]} lead={lead} />
            <span className="gallery-card__title">{card.title}</span>
            <span className="gallery-card__count">
              {countOf(card.images.length, 'photo', 'photos')}
            </span>
          </a>
        ),
      }))}
    />
  );
}

function ArticlesSlider({ vm, block }: BlockProps<'articlesSlider'>) {
  if (block.articles.length <= 3) {
    return (
      <BlockFrame vm={vm} block={block}>
        <ul className="article-teasers">
          {block.articles.map((article) => (
            <ArticleCardView
              key={article.url}
              card={articleCardViewModel(article)}
              headingLevel={3}
            />
          ))}
        </ul>
      </BlockFrame>
    );
  }
  return (
    <SliderBlock
      vm={vm}
      block={block}
      label="Articles"
      noun="article"
      slides={block.articles.map((article) => ({
        key: article.url,
        label: article.title,
        content: (
          <ul className="article-teasers article-teasers--one">
            <ArticleCardView card={articleCardViewModel(article)} headingLevel={3} />
          </ul>
        ),
      }))}
    />
  );
}

/** Dated image sets (sales events, the agency's history): each opens its carousel variant (SPEC §2). */
function ImageEvents({ vm, block }: BlockProps<'imageEvents'>) {
  const lead = leadPictureOf(vm, block);
  return (
    <BlockFrame vm={vm} block={block}>
      <ul className="image-events">
        {block.events.map((event) => (
          <li key={event.id} className="image-event">
            <CoverImage cover={event.images[0]} lead={lead} />
            <div className="image-event__body">
              <p className="image-event__title">{event.title}</p>
              {event.date ? <p className="image-event__date">{dateText(event.date)}</p> : null}
              {event.description ? <p>{event.description}</p> : null}
              {event.images.length > 0 ? (
                <a className="text-link" href={imageEventRoute(block.source, event.id)}>
                  See {countOf(event.images.length, 'photo', 'photos')} of {event.title}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}

/** An event's date as a person reads it ('11 April 2026'; a year such as '1887' as written), in a <time> where it names a day. */
function dateText(date: string) {
  const readable = readableDate(date);
  return readable ? <time dateTime={readable.iso}>{readable.label}</time> : date;
}

/**
 * A form block: the agency's form opens in the site's form modal ('#/form/{id}'), from a button
 * named as the form is ('Apply to join our team'), with what its file fields take said first.
 */
function FormBlock({ vm, block }: BlockProps<'formBlock'>) {
  const note = attachmentNote(block.form.elements);
  return (
    <BlockFrame vm={vm} block={block}>
      <div className="form-block">
        {note !== '' ? <p className="form-block__what">{note}</p> : null}
        <a className="button button--primary" href={agencyFormHref(block.form.id)}>
          {block.form.name.trim() || 'Open the form'}
        </a>
      </div>
    </BlockFrame>
  );
}

function LocationCard({ vm, block }: BlockProps<'locationCard'>) {
  return (
    <BlockFrame vm={vm} block={block}>
      <LocationCardView vm={vm} block={block} />
    </BlockFrame>
  );
}

function BranchMap({ vm, block }: BlockProps<'branchMap'>) {
  return (
    <BlockFrame vm={vm} block={block}>
      <BranchMapView branches={vm.branchesOf(block)} label={block.title ?? 'Our offices'} />
    </BlockFrame>
  );
}

function PlacesMap({ vm, block }: BlockProps<'placesMap'>) {
  return (
    <BlockFrame vm={vm} block={block}>
      <PlacesMapView places={block.places} label={block.title ?? 'Places'} />
    </BlockFrame>
  );
}

function VideoSection({ vm, block }: BlockProps<'videoSection'>) {
  return (
    <BlockFrame vm={vm} block={block}>
      {block.subtitle ? <p className="block__subtitle">{block.subtitle}</p> : null}
      <VideoSectionView
        videos={blockVideos(vm, block)}
        title={block.title ?? block.subtitle ?? `${vm.agencyName} video`}
        consent={vm.consent}
      />
    </BlockFrame>
  );
}

/** The kinds of block this chunk draws: all but the hero, which is the page's own code. */
type DeferredKind = Exclude<ContentBlock['type'], 'textOverImage'>;

/** Each kind's view, an observer of the page's view-model (open items, slider positions, saves). */
const KIND_VIEWS: { readonly [K in DeferredKind]: ComponentType<BlockProps<K>> } = {
  expandableIconList: observer(ExpandableIconList),
  branchMap: observer(BranchMap),
  gallerySlider: observer(GallerySlider),
  propertyCardSlider: observer(PropertyCardSlider),
  locationCard: observer(LocationCard),
  articlesSlider: observer(ArticlesSlider),
  videoSection: observer(VideoSection),
  placesMap: observer(PlacesMap),
  formBlock: observer(FormBlock),
  imageEvents: observer(ImageEvents),
};

/** One block below the hero, by kind (the chunk's component). */
export function BlockKindView({ vm, block, index }: BlockKindProps) {
  // Part of the page's own code (content-blocks.view.tsx), never deferred.
  if (block.type === 'textOverImage') return null;
  // Each kind's view takes the block of its kind, which `block.type` has just picked.
  const Kind = KIND_VIEWS[block.type] as ComponentType<BlockKindProps>;
  return <Kind vm={vm} block={block} index={index} />;
}
