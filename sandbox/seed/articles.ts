/**
 * Articles, guides and service pages of the demo agencies, with their topics. Each article's
 * text is its own file (sandbox/seed/articles/{agency}/{slug}.md, read by article-text.ts):
 * written for its title, true of the UK today, and said once. The cookie policy's text is the
 * agency's legal page (seed/index.ts).
 */
import { articleHtml, articleSource } from './article-text.js';
import { DAY_MS } from './properties.js';
import { slugify } from './places.js';
import type { AgencySlug, Article, Topic } from './types.js';
import { articleImageAlt } from '../images/people.js';

interface ArticleSeed {
  readonly title: string;
  /** Kept when a title is reworded, so an address once shared still works. */
  readonly slug?: string;
  readonly topic: string;
  readonly author: string;
  readonly daysAgo: number;
  readonly excerpt: string;
  /** An agency form the page offers: its id, and the call to action that opens it ('#/form/{id}'). */
  readonly form?: { readonly id: string; readonly cta: string };
}

const OAKFIELD_ARTICLES: readonly ArticleSeed[] = [
  {
    title: 'Somerset property market update',
    slug: 'somerset-property-market-spring-update',
    topic: 'News',
    author: 'Eleanor Hartley',
    daysAgo: 3,
    excerpt:
      'Asking prices are steady and well-priced homes are selling within six weeks. Here is what we are seeing across the county.',
  },
  {
    title: 'Five things to fix before you sell',
    topic: 'Selling',
    author: 'James Whitcombe',
    daysAgo: 11,
    excerpt:
      'Small jobs that make a big difference to how buyers see your home, from the front door to the boiler service record.',
  },
  {
    title: 'Record result at our autumn antiques sale',
    topic: 'Antiques',
    author: 'Rosalind Vane',
    daysAgo: 19,
    excerpt:
      'A Georgian silver tea caddy found in a Wiveliscombe attic sold for ten times its estimate.',
  },
  {
    title: "What the Renters' Rights changes mean for landlords",
    topic: 'Lettings',
    author: 'Priya Nair',
    daysAgo: 26,
    excerpt:
      'Periodic tenancies, the end of section 21 and a new landlord database: a plain-English summary.',
  },
  {
    title: 'Farmland values across the South West',
    topic: 'Rural',
    author: 'Hugh Pennington',
    daysAgo: 40,
    excerpt:
      'Bare land continues to attract lifestyle and environmental buyers, with the best grassland making over £12,000 an acre.',
  },
  {
    title: 'A guide to stamp duty',
    slug: 'a-guide-to-stamp-duty-in-2025',
    topic: 'Buying',
    author: 'Tom Ashby',
    daysAgo: 55,
    excerpt:
      'The thresholds changed on 1 April 2025. What you pay in England, what first-time buyers and second-home buyers pay, and how Scotland and Wales differ.',
  },
  {
    title: 'Selling with Oakfield & Vale',
    slug: 'selling-with-oakfield-and-vale',
    topic: 'Selling',
    author: 'Eleanor Hartley',
    daysAgo: 120,
    excerpt: 'How we value, market and sell homes across Somerset, and what it costs.',
  },
  {
    title: 'Buying at auction',
    topic: 'Buying',
    author: 'Oliver Brent',
    daysAgo: 140,
    excerpt:
      'Legal packs, guide prices, deposits and completion dates: what to check before you bid.',
  },
  {
    title: 'Antiques and fine art',
    topic: 'Antiques',
    author: 'Rosalind Vane',
    daysAgo: 150,
    excerpt: "Monthly sales of antiques, pictures and collectors' items at our Taunton saleroom.",
  },
  {
    title: 'Antiques valuations',
    topic: 'Antiques',
    author: 'Rosalind Vane',
    daysAgo: 151,
    excerpt: 'Valuations for sale, insurance and probate, at the saleroom or in your home.',
  },
  {
    title: 'Rural professional services',
    topic: 'Rural',
    author: 'Will Stoate',
    daysAgo: 160,
    excerpt: 'Farm business tenancies, compulsory purchase, environmental schemes and valuations.',
  },
  {
    title: 'Professional services',
    topic: 'Services',
    author: 'Margaret Coles',
    daysAgo: 170,
    excerpt: 'Surveys, valuations, planning and property management from chartered surveyors.',
  },
  {
    title: 'Development land and planning',
    topic: 'Services',
    author: 'Margaret Coles',
    daysAgo: 171,
    excerpt: 'Promoting land through the local plan and selling consented sites to housebuilders.',
  },
  {
    title: 'Planning appraisals',
    topic: 'Services',
    author: 'Margaret Coles',
    daysAgo: 172,
    excerpt: 'An early, honest view of what your land could achieve with planning consent.',
  },
  {
    title: 'Survey and valuation',
    topic: 'Services',
    author: 'Hugh Pennington',
    daysAgo: 173,
    excerpt: 'RICS Home Surveys at levels 1 to 3, and valuations for every purpose.',
  },
  {
    title: 'Probate valuations',
    topic: 'Services',
    author: 'Hugh Pennington',
    daysAgo: 174,
    excerpt: 'Clear, defensible valuations for inheritance tax, prepared with care.',
  },
  {
    title: 'Landlord services',
    topic: 'Lettings',
    author: 'Priya Nair',
    daysAgo: 175,
    excerpt: 'Let only, rent collection or full management: choose the service that suits you.',
  },
  {
    title: 'Block management',
    topic: 'Services',
    author: 'Priya Nair',
    daysAgo: 176,
    excerpt: 'Service charges, insurance and maintenance for blocks of flats and managed estates.',
  },
  {
    title: 'Careers',
    topic: 'Careers',
    author: 'Eleanor Hartley',
    daysAgo: 200,
    excerpt: 'Join a family firm that has served Somerset for over a century.',
    form: { id: '702', cta: 'Apply now: send us your CV' },
  },
  {
    title: 'Mortgage guide',
    topic: 'Buying',
    author: 'Tom Ashby',
    daysAgo: 210,
    excerpt: 'How much you could borrow, the costs of buying, and how our calculator works.',
  },
  {
    title: 'Cookie policy',
    topic: 'Policies',
    author: 'Oakfield & Vale',
    daysAgo: 365,
    excerpt: 'How this website uses cookies and how to change your choices.',
  },
];

const HARBOUR_ARTICLES: readonly ArticleSeed[] = [
  {
    title: "Bristol's best neighbourhoods for first-time buyers",
    topic: 'Buying',
    author: 'Ben Carter',
    daysAgo: 2,
    excerpt: 'From Bedminster to Bishopston: where your deposit goes furthest.',
  },
  {
    title: 'Harbourside living: what to know',
    topic: 'Buying',
    author: 'Sam Whitfield',
    daysAgo: 9,
    excerpt: 'Service charges, flood risk and the best-connected quays.',
  },
  {
    title: 'How we value your home',
    topic: 'Selling',
    author: 'Maya Okafor',
    daysAgo: 21,
    excerpt: 'The evidence behind our figure, and why over-pricing costs sellers money.',
  },
  {
    title: "Renting in Bristol: a tenant's guide",
    topic: 'Lettings',
    author: 'Leila Haddad',
    daysAgo: 33,
    excerpt: 'Deposits, references and your rights, explained.',
  },
  {
    title: 'Letting your flat in Bristol',
    topic: 'Lettings',
    author: 'Chloe Brennan',
    daysAgo: 60,
    excerpt: 'Licensing, compliance and finding the right tenant in a busy city market.',
    form: { id: '801', cta: 'Ask for a rental valuation' },
  },
  {
    title: 'City market round-up',
    topic: 'News',
    author: 'Maya Okafor',
    daysAgo: 75,
    excerpt: 'Flats are selling faster than houses for the first time in five years.',
  },
  {
    title: 'Mortgage guide',
    topic: 'Buying',
    author: 'Ben Carter',
    daysAgo: 90,
    excerpt: 'How much you could borrow and what it costs to buy a home in Bristol.',
  },
  {
    title: 'Cookie policy',
    topic: 'Policies',
    author: 'Harbour Homes',
    daysAgo: 365,
    excerpt: 'How this website uses cookies.',
  },
];

/** The cookie policy's text is the legal page's, put in by seed/index.ts. */
const TEXT_FROM_LEGAL_PAGES = new Set(['cookie-policy']);

function toArticle(agency: AgencySlug, seed: ArticleSeed, now: Date): Article {
  const slug = seed.slug ?? slugify(seed.title);
  const topicSlug = slugify(seed.topic);
  const text = TEXT_FROM_LEGAL_PAGES.has(slug) ? '' : articleHtml(articleSource(agency, slug));
  return {
    slug,
    title: seed.title,
    url: `/articles/${slug}`,
    imageUrl: `/images/article/${slug}.svg`,
    imageAlt: articleImageAlt(slug),
    excerpt: seed.excerpt,
    publishedAt: new Date(now.getTime() - seed.daysAgo * DAY_MS).toISOString().slice(0, 10),
    topic: seed.topic,
    topicSlug,
    author: seed.author,
    body: [
      `<p><strong>${seed.excerpt}</strong></p>`,
      text,
      ...(seed.form
        ? [
            `<p><a class="button button--primary" href="#/form/${seed.form.id}">${seed.form.cta}</a></p>`,
          ]
        : []),
    ].join(''),
    ...(seed.form ? { formId: seed.form.id } : {}),
  };
}

/**
 * Topics an agency has set up before writing anything under them: the articles index shows each
 * with its empty state ('No articles about Community yet').
 */
const TOPICS_WITHOUT_ARTICLES: Readonly<Record<AgencySlug, readonly string[]>> = {
  oakfield: ['Community'],
  harbour: [],
};

/** Articles newest first, and the topics: those that have any, and those set up before their first article. */
export function articlesFor(
  agency: AgencySlug,
  now: Date,
): { articles: Article[]; topics: Topic[] } {
  const seeds = agency === 'oakfield' ? OAKFIELD_ARTICLES : HARBOUR_ARTICLES;
  const articles = seeds
    .map((s) => toArticle(agency, s, now))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
  const topics = new Map<string, Topic>();
  for (const name of TOPICS_WITHOUT_ARTICLES[agency])
    topics.set(slugify(name), {
      slug: slugify(name),
      name,
      url: `/articles?topic=${slugify(name)}`,
    });
  for (const a of articles) {
    if (!topics.has(a.topicSlug))
      topics.set(a.topicSlug, {
        slug: a.topicSlug,
        name: a.topic,
        url: `/articles?topic=${a.topicSlug}`,
      });
  }
  return { articles, topics: [...topics.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}
