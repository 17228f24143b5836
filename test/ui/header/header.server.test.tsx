import { expect } from 'chai';
import { renderToString } from 'react-dom/server';
import { HeaderView } from '../../../ui/header/header.view.js';
import { HeaderViewModel } from '../../../ui/header/header.view-model.js';
import { ToastRegion } from '../../../ui/toasts/toast-region.view.js';
import { ToastStore } from '../../../ui/toasts/toast.store.js';
import { FakeBrowser, HOME, headerSettings, menuItem } from './header-builders.js';
import { globalTimers } from '../../../adapters/timers.js';

describe('header and toasts on the server', () => {
  it('render without a window, with both layouts in the markup for CSS to choose', () => {
    expect(typeof (globalThis as { window?: unknown }).window).to.equal('undefined');
    const settings = headerSettings({
      header: { primaryMenuItems: [menuItem('Sales', {}, menuItem('Buy'))] },
    });
    const vm = new HeaderViewModel(settings, HOME, new FakeBrowser().env);
    const html = renderToString(<HeaderView vm={vm} />);
    expect(html).to.contain('site-header__desktop');
    expect(html).to.contain('site-header__mobile');
    expect(html).to.contain('href="#/book-a-valuation"');
  });

  it('renders the empty live regions on the server too', () => {
    const html = renderToString(<ToastRegion store={new ToastStore(globalTimers)} />);
    expect(html).to.contain('role="status"');
    expect(html).to.contain('role="alert"');
  });
});
