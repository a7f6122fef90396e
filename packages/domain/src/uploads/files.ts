/** One image of the person's folder, as the screen shows it. */
export interface StoredFile {
  id: string;
  name: string;
  /** The object key inside the bucket: `<user id>/<name>`. */
  path: string;
  size: number | null;
  type: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** What `storage.from(bucket).list()` answers per entry; folders have a null id. */
export interface ListEntry {
  name: string;
  id: string | null;
  created_at: string | null;
  updated_at: string | null;
  metadata: Record<string, unknown> | null;
}

/** Everything a person uploads lives under their own folder (the bucket's write rule). */
export const userObjectPath = (userId: string, name: string) => `${userId}/${name}`;

/** How long a copied signed link works: one hour. */
export const SIGNED_URL_SECONDS = 3600;

/** The preview: rendered at twice its on-screen size for sharp screens, cropped to fill. */
export const PREVIEW = {
  width: 160,
  height: 120,
  transform: { width: 320, height: 240, resize: 'cover', format: 'origin', quality: 75 },
} as const;

/**
 * The files of a folder listing: sub-folders and hidden placeholders
 * (`.emptyFolderPlaceholder`) are left out.
 */
export function toStoredFiles(userId: string, entries: readonly ListEntry[]): StoredFile[] {
  return entries.flatMap((entry) => {
    if (entry.id === null || entry.name.startsWith('.')) return [];
    const size = entry.metadata?.size;
    const type = entry.metadata?.mimetype;
    return [
      {
        id: entry.id,
        name: entry.name,
        path: userObjectPath(userId, entry.name),
        size: typeof size === 'number' ? size : null,
        type: typeof type === 'string' ? type : null,
        createdAt: entry.created_at,
        updatedAt: entry.updated_at,
      },
    ];
  });
}
