const pad = (value: number) => String(value).padStart(2, '0');

/** Local "HH:MM" of a moment: what the scheduler compares with the slots. */
export function localTimeOfDay(moment: Date): string {
  return `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** Local "YYYY-MM-DD". */
export function localDay(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The key remembered once a slot has published: "2026-11-21T09:00" (local). */
export function slotKey(moment: Date): string {
  return `${localDay(moment)}T${localTimeOfDay(moment)}`;
}

/** The local moment of a slot ("09:00") on the day of `day`. */
export function slotMoment(day: Date, slot: string): Date {
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}
