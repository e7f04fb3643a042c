/** Every query of the learning expert's dashboard: one key to refresh after each move. */
export const expertKey = ['expert'] as const;
