import { expect } from 'chai';
import { Container } from 'inversify';
import { decodeSiteSettings } from '../../../core/index.js';
import type { FieldErrors } from '../../../core/index.js';
import { ContainerProvider } from '../../../ui/di.js';
import { TermsField } from '../../../ui/leads/form-fields.view.js';
import { LeadFormModel } from '../../../ui/leads/lead-form.model.js';
import { TOKENS } from '../../../ui/tokens.js';
import { pagePerTest, render, screen, userSession, within } from '../support/dom.js';

type Values = { readonly terms: boolean };

function aForm() {
  return new LeadFormModel<Values, 'terms'>({
    formId: 'legal',
    initial: { terms: false },
    validate: (values): FieldErrors<'terms'> =>
      values.terms ? {} : { terms: 'You must agree to our terms & conditions' },
  });
}

/** The settings of an agency that names its own legal pages. */
const SETTINGS = decodeSiteSettings({
  agency_name: 'Oakfield & Vale',
  authenticityToken: 't',
  page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
  header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
  theme_settings: {
    termsUrl: '/terms-and-conditions',
    privacyUrl: 'https://agency.example/privacy',
  },
}).settings;

function withSettings(children: React.ReactNode) {
  const container = new Container();
  container.bind(TOKENS.settings).toConstantValue(SETTINGS);
  return <ContainerProvider container={container}>{children}</ContainerProvider>;
}

/** The ids a link's aria-describedby names, read as text. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the terms checkbox and the privacy notice (jsdom)', () => {
  pagePerTest();

  it("links the agency's terms in the checkbox's label and its privacy notice beside it, each in a new tab", async () => {
    await render(withSettings(<TermsField form={aForm()} />));
    const checkbox = screen.getByRole('checkbox', {
      name: 'I agree to the terms & conditions and to being contacted about my enquiry',
    });
    const terms = within(checkbox.closest('.form-field')!).getByRole('link', {
      name: 'terms & conditions',
    });
    expect([
      terms.getAttribute('href'),
      terms.getAttribute('target'),
      terms.getAttribute('rel'),
    ]).to.deep.equal(['/terms-and-conditions', '_blank', 'noopener']);
    expect(description(terms)).to.equal('(opens in a new tab)');
    const notice = document.querySelector('.privacy-notice')!;
    expect(notice.textContent).to.contain(
      'Oakfield & Vale uses the details you give here only to answer your enquiry.',
    );
    const privacy = within(notice as HTMLElement).getByRole('link', {
      name: 'How we use your personal data',
    });
    expect([privacy.getAttribute('href'), privacy.getAttribute('target')]).to.deep.equal([
      'https://agency.example/privacy',
      '_blank',
    ]);
    expect(description(privacy)).to.equal('(opens in a new tab)');
  });

  it('says what an account form and the marketing preferences are for', async () => {
    await render(
      withSettings(
        <>
          <TermsField form={aForm()} purpose="account" />
          <TermsField form={aForm()} field="opt_in_terms" purpose="marketing" />
        </>,
      ),
    );
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the terms & conditions' }),
    ).to.not.equal(null);
    expect(
      screen.getByRole('checkbox', {
        name: 'I agree to the terms & conditions (needed to opt in)',
      }),
    ).to.not.equal(null);
    const notices = [...document.querySelectorAll('.privacy-notice')].map((p) => p.textContent);
    expect(notices[0]).to.contain('to run your account');
    expect(notices[1]).to.contain('to send you the news and offers you ask for');
  });

  it('links the default pages where the view has no settings, and the link leaves the box unticked', async () => {
    const form = aForm();
    await render(<TermsField form={form} />);
    const terms = screen.getByRole('link', { name: 'terms & conditions' });
    expect(terms.getAttribute('href')).to.equal('/terms');
    expect(
      screen.getByRole('link', { name: 'How we use your personal data' }).getAttribute('href'),
    ).to.equal('/privacy');
    terms.addEventListener('click', (event) => event.preventDefault());
    await userSession().click(terms);
    expect(form.values.terms).to.equal(false);
  });
});
