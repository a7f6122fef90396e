import {
  boardingListCsv,
  boardingListFileName,
  CSV_MIME,
  manifestCsv,
  manifestFileName,
  type DepartureManifest,
} from '@mare/domain';
import { Button } from '../../../components/Button/Button.tsx';
import { formatDateTime } from '../../../components/format/format.ts';
import { useBoardingList } from '../api/index.ts';

/** "22/11/2026" → "2026-11-22", the São Paulo day of the departure. */
const isoDay = (iso: string) =>
  formatDateTime(new Date(iso), 'date').split('/').reverse().join('-');

function saveCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: CSV_MIME }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves the manifest as a spreadsheet Excel in pt-BR opens as is. */
export function DownloadCsvButton({ manifest }: { manifest: DepartureManifest }) {
  const download = () =>
    saveCsv(
      manifestCsv(manifest, (at) => formatDateTime(new Date(at), 'time')),
      manifestFileName(manifest, isoDay(manifest.departure.starts_at)),
    );
  return (
    <Button variant="secondary" onClick={download} disabled={manifest.passengers.length === 0}>
      Baixar planilha (CSV)
    </Button>
  );
}

/**
 * The boarding list the Capitania asks for (full CPF, birth date), as a spreadsheet. The manifest
 * masks the CPF; the full one comes from the server only on this click, and each click is audited.
 */
export function BoardingListButton({ manifest }: { manifest: DepartureManifest }) {
  const boardingList = useBoardingList(manifest.departure.id);
  const download = () =>
    boardingList.mutate(undefined, {
      onSuccess: (list) =>
        saveCsv(
          boardingListCsv(list),
          boardingListFileName(manifest, isoDay(manifest.departure.starts_at)),
        ),
    });
  return (
    <Button
      variant="secondary"
      onClick={download}
      disabled={manifest.passengers.length === 0 || boardingList.isPending}
    >
      {boardingList.isPending ? 'Gerando lista...' : 'Lista de embarque (CSV)'}
    </Button>
  );
}
