// notifications: toasts, where they show, and flash keys with their texts (SPEC §8).
export {
  TOAST_DURATIONS,
  toastDuration,
  createToast,
  MESSAGES,
  TOASTS,
  registerFailedToast,
  chunkLoadError,
  PART_NOT_LOADED_TEXT,
} from './toast.js';
export type { ToastKind, ToastLength, Toast, ToastSpec, MessageKey } from './toast.js';
export { TOAST_CORNER_FROM_PX, TOAST_GAP_PX, placeToasts, toastBox } from './toast-placement.js';
export type { Box, ToastSpot, ToastPlacementInput, ToastPlacement } from './toast-placement.js';
export {
  FLASH_KEY_MAX_LENGTH,
  parseFlashHash,
  FLASH_MESSAGES,
  GENERIC_FLASH_ERROR,
  flashToast,
} from './flash.js';
export type { FlashKind, FlashKey, FlashToast } from './flash.js';
export { LOCATION_NOT_FOUND_TEXT, flashOverride } from './flash-texts.js';
