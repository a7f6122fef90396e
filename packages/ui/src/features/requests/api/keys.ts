const all = ['requests'] as const;

/** The requests feature's query keys: the requests the signed-in person sent. */
export const requestKeys = {
  all,
  mine: (userId: string | undefined) => [...all, 'mine', userId] as const,
};
