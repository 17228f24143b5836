/** The screens of the user area (SPEC §2), in the order the tests list them. */
import type { UserAreaScreen } from '../../core/user/user-area.js';

export const USER_AREA_SCREENS: readonly UserAreaScreen[] = [
  'profile',
  'sign-in',
  'edit',
  'marketing-preferences',
  'forgotten-password',
  'saved-properties',
  'saved-searches',
  'recently-viewed',
  'compare-saved-properties',
];
