import { actAsync, pagePerTest, render, screen, userSession } from '../support/dom.js';
import { expect } from 'chai';
import { TOKENS } from '../../../ui/tokens.js';
import { SavePropertyToggleView } from '../../../ui/user/save-property-button.view.js';
import { SavedPropertyCardsCache } from '../../../ui/user/saved-property-cards.cache.js';
import { aContainer, aFullCard, aUserArea, type UserArea } from './user-builders.js';

const SAVE = 'Save 1 High Street, Taunton';
const REMOVE = 'Remove 1 High Street, Taunton from saved properties';

/** The toggle with the page's save view-model as the container builds it (app/pages/save-property.bindings.ts). */
async function renderButton(area: UserArea, withCard = false) {
  const vm = aContainer(area).get(TOKENS.savePropertyViewModel);
  const view = await render(
    <SavePropertyToggleView
      vm={vm}
      propertyId="p1"
      address="1 High Street, Taunton"
      {...(withCard ? { card: aFullCard('p1') } : {})}
    />,
  );
  const button = view.container.querySelector('button')!;
  return { view, button };
}

/** Presses the toggle as a visitor would, then waits until it offers the opposite action. */
async function press(button: HTMLButtonElement): Promise<void> {
  const saving = button.getAttribute('aria-pressed') !== 'true';
  await userSession().click(button);
  await screen.findByRole(
    'button',
    saving ? { name: REMOVE, pressed: true } : { name: SAVE, pressed: false },
  );
}

describe('SavePropertyToggleView', () => {
  pagePerTest();

  it('is a toggle button named "Save {address}" and not pressed when the property is not saved', async () => {
    const { button } = await renderButton(aUserArea());

    expect(button.getAttribute('type')).to.equal('button');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(button.getAttribute('aria-label')).to.equal('Save 1 High Street, Taunton');
  });

  it('saves on press: pressed, renamed for removal, and the service says "Property saved."', async () => {
    const area = aUserArea();
    const { button } = await renderButton(area);

    await press(button);

    expect(button.getAttribute('aria-pressed')).to.equal('true');
    expect(button.getAttribute('aria-label')).to.equal(
      'Remove 1 High Street, Taunton from saved properties',
    );
    expect(area.savedProperties.ids).to.deep.equal(['p1']);
    expect(area.notifier.successes).to.deep.equal(['Property saved.']);
  });

  it('removes on a second press', async () => {
    const area = aUserArea();
    const { button } = await renderButton(area);

    await press(button);
    await press(button);

    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(area.savedProperties.ids).to.deep.equal([]);
    expect(area.notifier.successes).to.deep.equal(['Property saved.', 'Saved property removed.']);
  });

  it('follows changes made elsewhere (another button for the same property)', async () => {
    const area = aUserArea();
    const { button } = await renderButton(area);

    await actAsync(() => void area.savedProperties.toggle('p1'));

    expect(button.getAttribute('aria-pressed')).to.equal('true');
  });

  it('keeps a snapshot of the card in this browser when saving from a card', async () => {
    const area = aUserArea();
    const { button } = await renderButton(area, true);

    await press(button);

    expect(new SavedPropertyCardsCache(area.storage).find('p1')?.price).to.equal('£350,000');
  });

  it('shows a heart that is filled only when saved', async () => {
    const area = aUserArea();
    const { button } = await renderButton(area);
    const fill = () => button.querySelector('svg path')?.getAttribute('fill');

    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
    expect(fill()).to.equal('none');
    await press(button);
    expect(fill()).to.equal('currentColor');
  });
});
