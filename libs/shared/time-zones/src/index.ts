export {
  type WallClock,
  firstCityTimeZone,
  startOfDayIn,
  wallClockAt,
  zonedDateTime,
  zonedInstant,
} from './zoned-time.js';
export { type SeasonCalendar, addDays, seasonCalendar, torontoDate } from './season-calendar.js';
