import { PATHS } from '../routes.ts';

/** Where an article lives: its id is all `/blog/:id` needs to rebuild it. */
export const articlePath = (id: string): string => `${PATHS.blog}/${encodeURIComponent(id)}`;
