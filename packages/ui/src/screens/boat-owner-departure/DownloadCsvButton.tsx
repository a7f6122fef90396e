import { CSV_MIME, manifestCsv, manifestFileName, type DepartureManifest } from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { formatDateTime } from '../../components/format/format.ts';

/** "22/11/2026" → "2026-11-22", the São Paulo day of the departure. */
const isoDay = (iso: string) =>
  formatDateTime(new Date(iso), 'date').split('/').reverse().join('-');

/** Saves the manifest as a spreadsheet Excel in pt-BR opens as is. */
export function DownloadCsvButton({ manifest }: { manifest: DepartureManifest }) {
  const download = () => {
    const csv = manifestCsv(manifest, (at) => formatDateTime(new Date(at), 'time'));
    const url = URL.createObjectURL(new Blob([csv], { type: CSV_MIME }));
    const link = document.createElement('a');
    link.href = url;
    link.download = manifestFileName(manifest, isoDay(manifest.departure.starts_at));
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers read the file after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="secondary" onClick={download} disabled={manifest.passengers.length === 0}>
      Baixar planilha (CSV)
    </Button>
  );
}
