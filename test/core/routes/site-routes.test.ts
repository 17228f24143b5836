import { expect } from 'chai';
import fc from 'fast-check';
import { IMAGE_EVENT_SOURCES } from '../../../core/content/content-block.js';
import {
  OVERLAY_PATTERNS,
  OVERLAY_ROUTES,
  REGISTER_SIMILAR_QUERY,
  agencyFormHref,
  departmentContactHref,
  galleryCardRoute,
  imageEventPattern,
  imageEventRoute,
  overlayHref,
  staffContactHref,
  videoHref,
  type OverlayRouteName,
} from '../../../core/routes/site-routes.js';

/** Whether a router pattern ('form/:id', 'user/*') matches a path without its leading '/'. */
function matches(pattern: string, path: string): boolean {
  const regex = pattern
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.?]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${regex}$`).test(path);
}

/** Every pattern of the router table that a link's path (query and '#' left out) opens. */
function patternsOpening(href: string): string[] {
  const path = href.replace(/^#\//, '').replace(/\?.*$/, '');
  const patterns = [
    ...Object.values(OVERLAY_PATTERNS),
    ...IMAGE_EVENT_SOURCES.map(imageEventPattern),
  ];
  return patterns.filter((pattern) => matches(pattern, path) || matches(pattern, `${path}/`));
}

describe('site routes', () => {
  it('gives each overlay route as a navigation path and as the href of a link', () => {
    expect(OVERLAY_ROUTES.bookValuation).to.equal('/book-a-valuation');
    expect(overlayHref('bookValuation')).to.equal('#/book-a-valuation');
    expect(overlayHref('registerSimilar')).to.equal(`#/contact-office?${REGISTER_SIMILAR_QUERY}`);
    expect(overlayHref('user')).to.equal('#/user');
  });

  it("opens a route of the router's table with every link it builds", () => {
    const hrefs = [
      ...(Object.keys(OVERLAY_ROUTES) as OverlayRouteName[]).map(overlayHref),
      staffContactHref('501'),
      departmentContactHref('1102'),
      agencyFormHref('careers'),
      videoHref('v1'),
      galleryCardRoute('area', 'c 2'),
      ...IMAGE_EVENT_SOURCES.map((source) => imageEventRoute(source, '1887')),
    ];
    for (const href of hrefs) expect(patternsOpening(href), href).to.not.deep.equal([]);
  });

  it('escapes ids, so an id never changes which route opens or what it names', () => {
    expect(staffContactHref('a/b?c')).to.equal('#/contact-staff-member/a%2Fb%3Fc');
    expect(departmentContactHref('x&y=1')).to.equal('#/contact-office?department=x%26y%3D1');
    expect(galleryCardRoute('area', 'c 2')).to.equal('#/gallery-card-slider-expand/c%202/area');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        for (const [build, prefix] of [
          [staffContactHref, '#/contact-staff-member/'],
          [agencyFormHref, '#/form/'],
          [videoHref, '#/video/'],
        ] as const) {
          const href = build(id);
          expect(href.startsWith(prefix)).to.equal(true);
          const rest = href.slice(prefix.length);
          expect(rest).to.not.match(/[/?#]/);
          expect(decodeURIComponent(rest)).to.equal(id);
        }
        const department = new URLSearchParams(departmentContactHref(id).split('?')[1]);
        expect(department.get('department')).to.equal(id);
        expect([...department.keys()]).to.deep.equal(['department']);
      }),
    );
  });
});
