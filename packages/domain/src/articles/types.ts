import type { RegionKey } from '../regions/regions.ts';

/** A generated blog article. Rebuilt from its id alone, so it is never stored. */
export interface Article {
  /** `<beachId>-<yyyymmddhhmm UTC>-<seed in base 36>`. */
  id: string;
  beachId: string;
  title: string;
  /** The first 120 characters of the first paragraph plus a call to action. */
  summary: string;
  /** 6 templated paragraphs, then 3 closing ones. */
  content: string[];
  imageUrl: string;
  /** ISO 8601, to the minute. */
  createdAt: string;
  tags: string[];
  views: number;
  featured: boolean;
  region: RegionKey;
  regionName: string;
  /** The beach's UF code. */
  state: string;
  city: string;
}
