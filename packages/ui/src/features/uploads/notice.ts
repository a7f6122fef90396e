import { toast } from 'sonner';

/** A message about one file: shown beside it (announced) and as a toast. */
export interface Notice {
  text: string;
  tone: 'error' | 'success' | 'info';
}

export type Report = (notice: Notice) => void;

export function toastNotice({ text, tone }: Notice) {
  if (tone === 'error') toast.error(text);
  else if (tone === 'success') toast.success(text);
  else toast.info(text);
}
