export { SeatMapDialog, type SeatMapDialogProps } from './SeatMapDialog.tsx';
