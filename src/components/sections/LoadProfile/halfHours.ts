/** Readings in a day of half-hours, from 00:00. */
export const halfHours = 48;

/** The clock time a half-hour starts at, e.g. 33 → "16:30"; 48 is the day's end, "24:00". */
export const clock = (index: number) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;

/** The half-hour a clock time ("16:30") starts, the inverse of clock(). */
export const halfHourAt = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 2 + (minutes >= 30 ? 1 : 0);
};
