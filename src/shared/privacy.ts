/** The user's data rights (SPEC: Profile settings, section 8): their data export. */
export const PRIVACY_TEXTS = {
  exportFailed: 'Failed to export data. Please try again.',
  notYours: 'You can only export your own data.',
  exportedTooOften: 'You have exported your data several times in the last hour.',
} as const;

/** The export's file name: the date it was made, so that several do not overwrite each other. */
export const exportFileName = (date: string) => `buddies-my-data-${date}.json`;
