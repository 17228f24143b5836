/**
 * The location card (SPEC §1, §3 Location card): an office's picture, words, address, contact
 * number, opening hours in 12-hour format with consecutive days of the same hours merged (core's
 * mergeOpeningHours), or its written weekday and weekend hours, a directions link, icons when the
 * block asks for them, and the agency's branches as a carousel when it asks for that.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { telHref } from '../../core/index.js';
import type { ContentBlockOf } from '../../core/index.js';
import type { ContentBlocksViewModel } from './content-blocks.view-model.js';
import { BlockIcon } from './block-icons.view.js';
import { MobileTruncatedText, leadPictureOf, pictureLoading } from './block-parts.view.js';
import { SliderView } from './slider.view.js';
import { openingLines, sliderOf } from './block-kinds.view-model.js';
import { OfficeDetails } from './office.view.js';

function Line({
  icon,
  show,
  children,
}: {
  readonly icon: string;
  readonly show: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className="location-card__line">
      {show ? <BlockIcon name={icon} /> : null}
      <div>{children}</div>
    </div>
  );
}

export const LocationCardView = observer(function LocationCardView({
  vm,
  block,
}: {
  readonly vm: ContentBlocksViewModel;
  readonly block: ContentBlockOf<'locationCard'>;
}) {
  const lines = openingLines(block);
  const phone = block.contactNumber ? telHref(block.contactNumber) : undefined;
  const icons = block.showIcons;
  const branches = block.showBranchesCarousel ? vm.branches : [];
  return (
    <div className="location-card">
      {block.imageUrl ? (
        <img
          className="location-card__image"
          src={block.imageUrl}
          alt={block.imageAlt ?? ''}
          width={640}
          height={420}
          {...pictureLoading(leadPictureOf(vm, block) !== undefined)}
        />
      ) : null}
      <div className="location-card__body">
        {block.para ? (
          <MobileTruncatedText
            vm={vm}
            block={block}
            text={block.para}
            textKey={`${block.id}/para`}
          />
        ) : null}
        {block.address ? (
          <Line icon="pin" show={icons}>
            <p className="location-card__label">Address</p>
            <address className="location-card__address">{block.address}</address>
          </Line>
        ) : null}
        {block.contactNumber ? (
          <Line icon="phone" show={icons}>
            <p className="location-card__label">Telephone</p>
            <p>{phone ? <a href={phone}>{block.contactNumber}</a> : block.contactNumber}</p>
          </Line>
        ) : null}
        {lines.length > 0 || block.weekdayOpeningHours || block.weekendOpeningHours ? (
          <Line icon="clock" show={icons}>
            <p className="location-card__label">Opening hours</p>
            <dl className="opening-hours">
              {lines.length > 0 ? (
                lines.map((line) => (
                  <div key={line.days} className="opening-hours__row">
                    <dt>{line.days}</dt>
                    <dd>{line.hours}</dd>
                  </div>
                ))
              ) : (
                <>
                  {block.weekdayOpeningHours ? (
                    <div className="opening-hours__row">
                      <dt>Weekdays</dt>
                      <dd>{block.weekdayOpeningHours}</dd>
                    </div>
                  ) : null}
                  {block.weekendOpeningHours ? (
                    <div className="opening-hours__row">
                      <dt>Weekends</dt>
                      <dd>{block.weekendOpeningHours}</dd>
                    </div>
                  ) : null}
                </>
              )}
            </dl>
          </Line>
        ) : null}
        {block.getDirectionsLink ? (
          <Line icon="directions" show={icons}>
            <a className="text-link" href={block.getDirectionsLink} target="_blank" rel="noopener">
              Get directions
              <span className="visually-hidden">
                {block.address ? ` to ${block.address}` : ''} (opens in a new tab)
              </span>
            </a>
          </Line>
        ) : null}
      </div>
      {branches.length > 0 ? (
        <div className="location-card__branches">
          <SliderView
            vm={sliderOf(vm, `${block.id}/branches`, branches.length)}
            label="Our offices"
            noun="office"
            slides={branches.map((branch) => ({
              key: branch.id,
              label: branch.branchName,
              content: (
                <div className="office">
                  <OfficeDetails branch={branch} />
                </div>
              ),
            }))}
          />
        </div>
      ) : null}
    </div>
  );
});
