const all = ['uploads'] as const;

/** The uploads feature's query keys: each person's folder under one root. */
export const uploadsKeys = {
  all,
  files: (userId: string) => [...all, 'files', userId] as const,
};
