import { expect } from 'chai';
import fc from 'fast-check';
import { isLeft, isRight, left, right } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { decodeFailure, networkFailure } from '../../../core/failures/failures.js';
import type { AccountPort } from '../../../core/ports/account.port.js';
import {
  isSignedIn,
  LOCAL_USER,
  SavedSearchesCodec,
  userAfterLoad,
  userAfterSignOut,
  userRetryDelayMs,
  USER_RETRY_MAX_MS,
  UserCodec,
} from '../../../core/user/identity.js';
import type { User } from '../../../core/user/user.js';

const JANE: User = {
  user_id: '42',
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.co.uk',
};

describe('isSignedIn', () => {
  it('is signed in when user_id is set', () => {
    expect(isSignedIn(JANE)).to.equal(true);
  });

  it('is not signed in when user_id is null, missing or blank', () => {
    expect(isSignedIn({ user_id: null })).to.equal(false);
    expect(isSignedIn({ first_name: 'Jane' })).to.equal(false);
    expect(isSignedIn({ user_id: ' ' })).to.equal(false);
    expect(isSignedIn(undefined)).to.equal(false);
    expect(isSignedIn(null)).to.equal(false);
  });

  it('is never signed in as the local user', () => {
    expect(isSignedIn(LOCAL_USER)).to.equal(false);
  });
});

describe('userAfterLoad', () => {
  it('makes a user with an id the current, signed-in user', () => {
    expect(userAfterLoad(right(JANE))).to.deep.equal({ kind: 'signed-in', user: JANE });
  });

  it('uses the local user when the platform answers a user without an id', () => {
    expect(userAfterLoad(right({ user_id: null }))).to.deep.equal({
      kind: 'local',
      user: LOCAL_USER,
    });
  });

  it('uses the local user and keeps the failure for the log when the user cannot be fetched', () => {
    expect(userAfterLoad(left(networkFailure))).to.deep.equal({
      kind: 'local',
      user: LOCAL_USER,
      failure: networkFailure,
    });
  });

  it('decides from what the account port answers', async () => {
    const account: Pick<AccountPort, 'currentUser'> = { currentUser: async () => right(JANE) };
    expect(userAfterLoad(await account.currentUser()).kind).to.equal('signed-in');
    const broken: Pick<AccountPort, 'currentUser'> = {
      currentUser: async () => left(decodeFailure('user: not an object')),
    };
    expect(userAfterLoad(await broken.currentUser()).kind).to.equal('local');
  });
});

describe('userAfterSignOut', () => {
  it('resets the user to the local user and clears saved searches', () => {
    expect(userAfterSignOut()).to.deep.equal({ user: LOCAL_USER, savedSearches: [] });
  });
});

describe('UserCodec', () => {
  function decoded(body: unknown): User {
    const result = UserCodec.decode(body);
    if (isLeft(result)) throw new Error(PathReporter.report(result).join('\n'));
    return result.right;
  }

  it('decodes a platform user', () => {
    const body = {
      user_id: 42,
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.co.uk',
      tel_mobile: '07700 900123',
      house_number: 12,
      postcode: 'TA1 1AA',
      is_opted_in_to_marketing: true,
      marketing_preference_id: 7,
      saved_properties: ['1', 2],
      saved_searches: [
        {
          search_id: 3,
          channel: 'lettings',
          minBeds: '2',
          tags: 'flat, garden',
          alert_frequency: 'W',
        },
      ],
      reapit_tracker_jwt: 'secret',
    };
    expect(decoded(body)).to.deep.equal({
      user_id: '42',
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.co.uk',
      tel_mobile: '07700 900123',
      house_number: '12',
      postcode: 'TA1 1AA',
      is_opted_in_to_marketing: true,
      marketing_preference_id: '7',
      saved_properties: ['1', '2'],
      saved_searches: [
        {
          search_id: '3',
          channel: 'lettings',
          minBeds: 2,
          tags: ['flat', 'garden'],
          alert_frequency: 'W',
        },
      ],
    });
  });

  it('reads nulls as absent fields and a null or blank id as the local user', () => {
    expect(
      decoded({
        user_id: null,
        first_name: null,
        email: null,
        is_opted_in_to_marketing: null,
        marketing_preference_id: null,
      }),
    ).to.deep.equal({
      user_id: null,
      marketing_preference_id: null,
    });
    expect(decoded({ user_id: '' })).to.deep.equal({ user_id: null });
    expect(decoded({})).to.deep.equal({ user_id: null });
  });

  it('drops unreadable saved searches, defaults their channel and alert frequency', () => {
    const user = decoded({
      user_id: '1',
      saved_searches: [
        'nonsense',
        { channel: 'holiday' },
        {
          placeId: 'p9',
          q: 'Taunton, Somerset',
          maxPrice: 350000,
          minPrice: -1,
          maxBeds: 2.5,
          alert_frequency: 'X',
          path: '/search',
        },
        { channel: 'sales', tags: ['house', 4, ' '] },
      ],
    });
    expect(user.saved_searches).to.deep.equal([
      {
        channel: 'sales',
        placeId: 'p9',
        q: 'Taunton, Somerset',
        maxPrice: 350000,
        alert_frequency: 'I',
        path: '/search',
      },
      { channel: 'sales', tags: ['house'], alert_frequency: 'I' },
    ]);
  });

  it('fails, with a reportable error, only for a body that is not an object', () => {
    for (const body of [null, 'user', 3, [JANE]]) {
      const result = UserCodec.decode(body);
      expect(isLeft(result), JSON.stringify(body)).to.equal(true);
      expect(PathReporter.report(result)[0]).to.contain('User');
    }
  });

  it('never throws and always gives a string or null user_id', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const result = UserCodec.decode(body);
        if (isRight(result))
          expect(
            result.right.user_id === null || typeof result.right.user_id === 'string',
          ).to.equal(true);
      }),
    );
  });

  it('has a guard that recognises a decoded user', () => {
    expect(UserCodec.is(decoded({ user_id: 5 }))).to.equal(true);
    expect(UserCodec.is({ user_id: 5 })).to.equal(false);
    expect(UserCodec.is('user')).to.equal(false);
    expect(UserCodec.encode(JANE)).to.equal(JANE);
  });
});

describe('SavedSearchesCodec', () => {
  it('decodes a list of saved searches and fails for anything else', () => {
    expect(SavedSearchesCodec.decode([{ channel: 'sales', search_id: '8' }])).to.deep.equal(
      right([{ search_id: '8', channel: 'sales', alert_frequency: 'I' }]),
    );
    expect(isLeft(SavedSearchesCodec.decode({ channel: 'sales' }))).to.equal(true);
  });

  it('has a guard and an identity encoder', () => {
    expect(SavedSearchesCodec.is([{ channel: 'sales', alert_frequency: 'I' }])).to.equal(true);
    expect(SavedSearchesCodec.is([{}])).to.equal(false);
    expect(SavedSearchesCodec.encode([])).to.deep.equal([]);
  });
});

describe('userRetryDelayMs', () => {
  it('waits 2 s, then twice as long each time, at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(userRetryDelayMs)).to.deep.equal([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
  });

  it('is a wait between 2 s and a minute for any attempt number, NaN and negatives included (fast-check)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (attempt) => {
        const wait = userRetryDelayMs(attempt);
        return wait >= 2000 && wait <= USER_RETRY_MAX_MS;
      }),
    );
  });
});
