import { expect } from 'chai';
import sinon from 'sinon';
import { aBlocksViewModel } from './content-blocks-builders.js';

const services = {
  id: 'services',
  type: 'expandableIconList',
  title: 'How we can help',
  items: [
    { id: 'sales', title: 'Selling your home' },
    { id: 'lettings', title: 'Letting' },
  ],
};
const LONG =
  'Somerset offers market towns with good schools, villages with a pub and a shop, and farmland as far as the eye can see, from the Quantocks to the Levels and the coast.';

describe('ContentBlocksViewModel', () => {
  it('opens one item of a list at a time, and closes the open one when it is clicked again (SPEC §4 Other)', () => {
    const { vm } = aBlocksViewModel([services]);
    vm.toggleItem('services', 'sales');
    expect([
      vm.isItemOpen('services', 'sales'),
      vm.isItemOpen('services', 'lettings'),
    ]).to.deep.equal([true, false]);
    vm.toggleItem('services', 'lettings');
    expect([
      vm.isItemOpen('services', 'sales'),
      vm.isItemOpen('services', 'lettings'),
    ]).to.deep.equal([false, true]);
    vm.toggleItem('services', 'lettings');
    expect([
      vm.isItemOpen('services', 'sales'),
      vm.isItemOpen('services', 'lettings'),
    ]).to.deep.equal([false, false]);
  });

  it('keeps each list to itself: opening an item of one list leaves another list as it was', () => {
    const { vm } = aBlocksViewModel([services, { ...services, id: 'more' }]);
    vm.toggleItem('services', 'sales');
    vm.toggleItem('more', 'lettings');
    expect([vm.isItemOpen('services', 'sales'), vm.isItemOpen('more', 'lettings')]).to.deep.equal([
      true,
      true,
    ]);
  });

  it('cuts a text section to 150 characters with an ellipsis on phones, or to the block’s own amount (SPEC §9)', () => {
    const { vm } = aBlocksViewModel([services]);
    const standard = vm.mobileText(LONG, {});
    expect(standard.truncated).to.equal(true);
    expect(standard.preview.endsWith('…')).to.equal(true);
    expect(standard.preview.length).to.be.at.most(151);
    const own = vm.mobileText(LONG, { mobileTruncateAmount: 60 });
    expect(own.preview.length).to.be.at.most(61);
    expect(vm.mobileText('Short words.', {})).to.deep.equal({
      full: 'Short words.',
      preview: 'Short words.',
      truncated: false,
    });
  });

  it('reads more and less, one section at a time', () => {
    const { vm } = aBlocksViewModel([services]);
    vm.toggleText('services');
    expect(vm.isTextExpanded('services')).to.equal(true);
    expect(vm.isTextExpanded('other')).to.equal(false);
    vm.toggleText('services');
    expect(vm.isTextExpanded('services')).to.equal(false);
  });

  it('shows the branches a map names, in its order (unknown ids left out), else every branch', () => {
    const { vm } = aBlocksViewModel([
      { id: 'named', type: 'branchMap', branchIds: ['b2', 'nope', 'b1'] },
      { id: 'all', type: 'branchMap' },
    ]);
    const [named, all] = vm.blocks;
    expect(named?.type === 'branchMap' ? vm.branchesOf(named).map((b) => b.id) : []).to.deep.equal([
      'b2',
      'b1',
    ]);
    expect(all?.type === 'branchMap' ? vm.branchesOf(all).map((b) => b.id) : []).to.deep.equal([
      'b1',
      'b2',
    ]);
  });

  it('asks for the block kinds at the first quiet moment when a block needs them, and stops asking when stopped', () => {
    const loader = sinon.spy(async () => ({
      ok: false as const,
      message: 'Loading chunk content-blocks failed (missing)',
    }));
    const { vm, idle } = aBlocksViewModel([services], { chunkLoader: loader });
    const stop = vm.start();
    expect(idle.pending).to.equal(1);
    stop();
    expect(idle.pending).to.equal(0);
  });

  it('asks for nothing when the page has only text over images (they are part of the page’s own code)', () => {
    const { vm, idle } = aBlocksViewModel([
      { id: 'hero', type: 'textOverImage', title: 'Welcome' },
    ]);
    vm.start();
    expect(vm.hasDeferredBlocks).to.equal(false);
    expect(idle.pending).to.equal(0);
  });
});
