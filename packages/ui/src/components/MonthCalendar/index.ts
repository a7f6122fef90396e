export { MonthCalendar, type MonthCalendarProps } from './MonthCalendar.tsx';
export { addMonths, fullDate, isMonth, monthName, monthOf } from './month.ts';
