/** Texts every screen says the same way. */
export const COMMON_TEXTS = {
  sending: 'Sending…',
  cancel: 'Cancel',
  somethingWrong: 'Something went wrong. Please try again.',
} as const;
